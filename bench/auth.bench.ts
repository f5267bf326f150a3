import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@signpost/accounts';
import { startStack, type Stack } from '../tests/support/stack.js';

const USERS = 400;
const PASSWORD = 'Bench-Password-1';
const DURATION_SECONDS = 10;
const CONNECTIONS = 16;

/**
 * Sign-in and token refresh over HTTP on Postgres and Redis (the distributed adapters), with the
 * production settings: argon2id at 19 MiB, t=2, p=1, and the rate limits on. Clients arrive through a
 * trusted proxy from many addresses, and sign in as many users, as real traffic would, so the limits
 * measure rather than refuse.
 */
describe('login and refresh', () => {
  let stack: Stack;
  let origin: string;
  const emails = Array.from({ length: USERS }, (_, n) => `bench-${n}-${randomUUID()}@example.com`);

  beforeAll(async () => {
    stack = await startStack('distributed', { env: { TRUST_PROXY: '127.0.0.1' }, workers: [] });
    const [runtime] = stack.runtimes;
    if (!runtime) throw new Error('no gateway runtime');
    // One hash for every bench user: the same cost to verify, without hashing 400 times first.
    const passwordHash = await hashPassword(PASSWORD);
    for (const email of emails) {
      await runtime.repos.users.create({ id: randomUUID(), email, password_hash: passwordHash });
    }
    await stack.server.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(stack.server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => stack?.close());

  let next = 0;
  const fromAnotherClient = () => ({
    'content-type': 'application/json',
    'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next++ & 255}`,
  });

  function report(name: string, result: autocannon.Result) {
    console.log(
      `${name}: ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, ${result['2xx']} ok, ${result.non2xx} other, ` +
        `${CONNECTIONS} connections, ${DURATION_SECONDS} s (argon2id m=19456 KiB, t=2, p=1)`,
    );
  }

  it('signs in', async () => {
    let user = 0;
    const result = await autocannon({
      url: `${origin}/api/auth/login`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: fromAnotherClient(),
            body: JSON.stringify({ email: emails[user++ % USERS], password: PASSWORD }),
          }),
        },
      ],
    });
    report('login', result);
    expect(result.non2xx).toBe(0);
  });

  it('refreshes', async () => {
    const tokens: string[] = [];
    for (const email of emails.slice(0, CONNECTIONS * 4)) {
      const response = await stack.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: fromAnotherClient(),
        payload: { email, password: PASSWORD },
      });
      tokens.push(response.json().refreshToken);
    }
    const result = await autocannon({
      url: `${origin}/api/auth/refresh`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          // Each refresh token works once: every answer's new token goes back into the pool.
          setupRequest: (request) => ({
            ...request,
            headers: fromAnotherClient(),
            body: JSON.stringify({ refreshToken: tokens.shift() }),
          }),
          onResponse: (status, body) => {
            if (status === 200) tokens.push((JSON.parse(body) as { refreshToken: string }).refreshToken);
          },
        },
      ],
    });
    report('refresh', result);
    expect(result.non2xx).toBe(0);
  });
});
