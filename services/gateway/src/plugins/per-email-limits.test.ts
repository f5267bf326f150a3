import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRuntime, type Runtime } from '@signpost/runtime';
import { createTestDatabase, createTestRedis, createTestRuntime, testConfig } from '@signpost/testing';
import { buildServer } from '../server.js';

/** A runtime for the test and what to clean up after it. */
type Setup = () => Promise<{ runtime: Runtime; cleanup(): Promise<void> }>;

const embedded: Setup = async () => ({
  runtime: await createTestRuntime('per-email-limits-test'),
  cleanup: async () => {},
});

const distributed: Setup = async () => {
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const runtime = await createRuntime(
    testConfig({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: redis.prefix,
      JWT_SECRET: 'a-test-only-secret-that-is-long-enough-0123456789',
    }),
    'gateway',
  );
  return {
    runtime,
    cleanup: async () => {
      await database.drop();
      await redis.cleanup();
    },
  };
};

/**
 * The per-email limits, counted in memory (embedded) and in Redis (distributed) alike: each rule
 * counts on its own, so failed sign-ins do not use up the reset mails of the same address, and a path
 * and its alias count together.
 */
for (const [mode, setup] of [
  ['embedded', embedded],
  ['distributed', distributed],
] as const) {
  describe(`per-email limits (${mode})`, () => {
    let runtime: Runtime;
    let cleanup: () => Promise<void>;
    let server: FastifyInstance;
    beforeAll(async () => {
      ({ runtime, cleanup } = await setup());
      server = await buildServer(runtime);
    });
    afterAll(async () => {
      await server?.close();
      await runtime?.close();
      await cleanup?.();
    });

    let address = 0;
    const post = (url: string, payload: object) =>
      server.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${++address}` });

    it('keeps the reset mails of an address after its failed sign-ins reach their limit', async () => {
      const email = 'forgetful@example.com';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await post('/api/auth/login', { email, password: 'Wrong-Password-1' })).statusCode).toBe(401);
      }
      expect((await post('/api/auth/login', { email, password: 'Wrong-Password-1' })).statusCode).toBe(429);
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      expect((await post('/api/auth/register', { email, password: 'Strong-Password-1' })).statusCode).toBe(
        201,
      );
    });

    it('counts the mails of one address together across a path and its alias', async () => {
      const email = 'alias@example.com';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const path = attempt % 2 === 0 ? '/api/auth/forgot-password' : '/api/auth/request-password-reset';
        expect((await post(path, { email })).statusCode).toBe(200);
      }
      expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(429);
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(429);
    });
  });
}
