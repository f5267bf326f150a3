import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newSecretToken } from '@signpost/accounts';
import { createRuntime, type Runtime } from '@signpost/runtime';
import { createTestDatabase, createTestRedis, testConfig } from '@signpost/testing';
import { app } from '../app.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const JWT_SECRET = 'a-session-cache-test-secret-0123456789abcdef';
const PASSWORD = 'Cached-Session-2030!';

interface Gateways {
  /** Where the session ends. */
  here: FastifyInstance;
  /** Another gateway app of the same deployment, which had the session cached. */
  there: FastifyInstance;
  runtime: Runtime;
  close(): Promise<void>;
}

async function gatewayApp(runtime: Runtime): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(app, { runtime, jwtSecret: JWT_SECRET });
  await server.ready();
  return server;
}

/** Embedded: one process, so two apps on one runtime. */
async function embedded(): Promise<Gateways> {
  const runtime = await createRuntime(testConfig(), 'session-cache-embedded');
  const here = await gatewayApp(runtime);
  const there = await gatewayApp(runtime);
  return {
    here,
    there,
    runtime,
    close: async () => {
      await here.close();
      await there.close();
      await runtime.close();
    },
  };
}

/** Distributed: two gateway processes' runtimes on one Postgres and one Redis. */
async function distributed(): Promise<Gateways> {
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const config = testConfig({ DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: redis.prefix });
  const runtimeHere = await createRuntime(config, 'session-cache-gateway-1');
  const runtimeThere = await createRuntime(config, 'session-cache-gateway-2');
  const here = await gatewayApp(runtimeHere);
  const there = await gatewayApp(runtimeThere);
  return {
    here,
    there,
    runtime: runtimeHere,
    close: async () => {
      await here.close();
      await there.close();
      await runtimeHere.close();
      await runtimeThere.close();
      await database.drop();
      await redis.cleanup();
    },
  };
}

describe.each([
  ['embedded', embedded],
  ['Postgres and Redis, two gateways', distributed],
] as const)('the session cache (%s)', (_name, start) => {
  let gateways: Gateways;
  let address = 0;
  let accounts = 0;

  beforeAll(async () => {
    gateways = await start();
  }, 60_000);
  afterAll(async () => gateways?.close());

  const me = (server: FastifyInstance, token: string) =>
    server.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const post = (server: FastifyInstance, url: string, token: string | undefined, payload?: object) =>
    server.inject({
      method: 'POST',
      url,
      remoteAddress: `203.0.113.${(++address % 250) + 1}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  /** A signed-in account whose session both gateways have answered for, so both hold it. */
  const signedInEverywhere = async () => {
    const email = `cached-${++accounts}-${Date.now()}@example.com`;
    const session = await registerAccount(gateways.here, email, PASSWORD);
    for (const server of [gateways.here, gateways.there, gateways.here, gateways.there]) {
      expect((await me(server, session.accessToken)).statusCode).toBe(200);
    }
    return { email, session };
  };

  const refusedEverywhere = async (token: string) => {
    expect((await me(gateways.here, token)).statusCode).toBe(401);
    expect((await me(gateways.there, token)).statusCode).toBe(401);
  };

  it('answers a signed-in caller from memory after the first request', async () => {
    const { session } = await signedInEverywhere();
    const lookups = vi.spyOn(gateways.runtime.repos.sessions, 'findLiveAccount');
    try {
      for (let poll = 0; poll < 5; poll++) {
        expect((await me(gateways.here, session.accessToken)).statusCode).toBe(200);
      }
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it('refuses a signed-out session at once, on every gateway', async () => {
    const { session } = await signedInEverywhere();
    const other = await post(gateways.here, '/api/auth/login', undefined, {
      email: session.user.email,
      password: PASSWORD,
    });
    const otherToken = (other.json() as { accessToken: string }).accessToken;
    expect((await me(gateways.there, otherToken)).statusCode).toBe(200);

    expect((await post(gateways.here, '/api/auth/logout', session.accessToken)).statusCode).toBe(200);
    await refusedEverywhere(session.accessToken);
    // Only that session ended.
    expect((await me(gateways.there, otherToken)).statusCode).toBe(200);
  });

  it('refuses every session at once after signing out everywhere', async () => {
    const { session } = await signedInEverywhere();
    expect((await post(gateways.there, '/api/auth/logout-all', session.accessToken)).statusCode).toBe(200);
    await refusedEverywhere(session.accessToken);
  });

  it('refuses every session at once after a password reset', async () => {
    const { session } = await signedInEverywhere();
    const reset = newSecretToken();
    await gateways.runtime.repos.emailTokens.issue(
      session.user.id,
      'reset-password',
      reset.hash,
      new Date(Date.now() + 3_600_000),
    );
    const response = await post(gateways.here, '/api/auth/reset-password', undefined, {
      token: reset.token,
      newPassword: 'Another-Password-2030!',
    });
    expect(response.statusCode).toBe(200);
    await refusedEverywhere(session.accessToken);
  });

  it('refuses the sessions of a closed account at once', async () => {
    const { email, session } = await signedInEverywhere();
    const closed = await post(gateways.here, '/api/auth/close-account', session.accessToken, {
      email,
      password: PASSWORD,
    });
    expect(closed.statusCode).toBe(200);
    await refusedEverywhere(session.accessToken);
  });

  it('refuses a session whose refresh token was presented twice', async () => {
    const { session } = await signedInEverywhere();
    const refresh = () =>
      post(gateways.here, '/api/auth/refresh', undefined, { refreshToken: session.refreshToken });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    await refusedEverywhere(session.accessToken);
  });
});
