import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generateApiKey } from '@signpost/accounts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

/** The API's limit per client address and minute (rate-limits.ts). */
const GENERAL_LIMIT = 300;

/**
 * A request whose credentials are refused still counts against its address's limit: otherwise an
 * address could try unknown API keys (each a database lookup) or forged tokens without end.
 */
describe('refused credentials and the rate limit', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('refused-credentials-limits-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const statusesOf = async (bearer: () => string, remoteAddress: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await server.inject({
        method: 'GET',
        url: '/api/auth/my-analyses',
        headers: { authorization: `Bearer ${bearer()}` },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it.each([
    ['unknown API keys', () => generateApiKey().key, '203.0.113.21'],
    ['forged access tokens', () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged', '203.0.113.22'],
  ])('answers %s 401 up to the limit, then 429', async (_kind, bearer, address) => {
    const statuses = await statusesOf(bearer, address, GENERAL_LIMIT + 2);
    expect(new Set(statuses.slice(0, GENERAL_LIMIT))).toEqual(new Set([401]));
    expect(statuses.slice(GENERAL_LIMIT)).toEqual([429, 429]);
  });

  it('leaves another address its whole allowance', async () => {
    expect(await statusesOf(() => generateApiKey().key, '203.0.113.23', 1)).toEqual([401]);
  });
});
