import type { FastifyInstance } from 'fastify';
import { authSessionSchema, type AuthSession } from '@signpost/contracts';

let registered = 0;

/** Signs up through the API, each time from an address of its own so the sign-up limit never bites. */
export async function registerAccount(
  server: FastifyInstance,
  email: string,
  password: string,
): Promise<AuthSession> {
  registered += 1;
  const response = await server.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `198.51.100.${(registered % 250) + 1}`,
    payload: { email, password },
  });
  return authSessionSchema.parse(response.json());
}
