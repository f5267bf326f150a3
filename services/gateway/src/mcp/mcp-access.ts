import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@signpost/errors';
import type { AccountCaller, Caller } from '@signpost/usage';

const REALM = 'Bearer realm="Signpost"';

/**
 * The account of an MCP call: an API key or an access token is required, and the 401 without one
 * carries the challenge (RFC 6750) MCP clients look for before asking their user for credentials.
 */
export function requireBearer(caller: Caller): AccountCaller {
  if (caller.kind === 'account') return caller;
  throw new AppError(
    'unauthorized',
    'Send a Signpost API key (or an access token) as Authorization: Bearer <key>. Make a key on the dashboard.',
    { headers: { 'www-authenticate': REALM } },
  );
}

/**
 * The challenge on a 401 that answered credentials the caller plugin refused (an unknown key, an
 * ended session): those are refused before the route runs, so the route's own refusal cannot say it.
 */
export async function challengeRefusedCredentials(_request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) {
    reply.header('www-authenticate', `${REALM}, error="invalid_token"`);
  }
}
