import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

/** The account routes' rate limits: per client address and per email, with the spec's sentences. */
describe('account rate limits', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('auth-limits-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    server.inject({ method: 'POST', url, payload, remoteAddress });

  async function exhaust(
    url: string,
    times: number,
    payload: (n: number) => object,
    address: (n: number) => string,
  ) {
    for (let n = 0; n < times; n += 1) {
      const response = await post(url, payload(n), address(n));
      expect(response.statusCode, `${url} attempt ${n + 1}`).not.toBe(429);
    }
  }

  function expectLimited(response: Awaited<ReturnType<typeof post>>, message: string) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(response.json())).toEqual({ error: 'rate_limited', message });
  }

  const LOGIN_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';

  it('limits sign-in attempts from one address, whatever the email', async () => {
    const attempt = (n: number) => ({ email: `person${n}@example.com`, password: 'Wrong-Password-1' });
    await exhaust('/api/auth/login', 10, attempt, () => '192.0.2.1');
    expectLimited(await post('/api/auth/login', attempt(11), '192.0.2.1'), LOGIN_MESSAGE);
    expect((await post('/api/auth/login', attempt(12), '192.0.2.2')).statusCode).toBe(401);
  });

  it('limits sign-in attempts on one email, from however many addresses', async () => {
    const attempt = { email: 'target@example.com', password: 'Wrong-Password-1' };
    await exhaust(
      '/api/auth/login',
      10,
      () => attempt,
      (n) => `198.51.100.${n + 1}`,
    );
    expectLimited(await post('/api/auth/login', attempt, '198.51.100.99'), LOGIN_MESSAGE);
  });

  it('limits registrations, reset mails and email lookups with their own sentences', async () => {
    const register = (n: number) => ({ email: `new${n}@example.com`, password: 'Strong-Password-1' });
    await exhaust('/api/auth/register', 5, register, () => '203.0.113.1');
    expectLimited(
      await post('/api/auth/register', register(6), '203.0.113.1'),
      'Too many registration attempts. Please wait a few minutes and try again.',
    );

    const reset = { email: 'reset-me@example.com' };
    await exhaust(
      '/api/auth/forgot-password',
      5,
      () => reset,
      (n) => `203.0.113.${n + 10}`,
    );
    expectLimited(
      await post('/api/auth/forgot-password', reset, '203.0.113.50'),
      'Too many emails requested. Please wait a few minutes and try again.',
    );

    const resend = { email: 'resend-me@example.com' };
    await exhaust(
      '/api/auth/resend-verification',
      5,
      () => resend,
      (n) => `203.0.113.${n + 60}`,
    );
    expectLimited(
      await post('/api/auth/resend-verification', resend, '203.0.113.99'),
      'Too many emails requested. Please wait a few minutes and try again.',
    );

    const lookup = (n: number) => ({ email: `who${n}@example.com` });
    await exhaust('/api/auth/check-email', 30, lookup, () => '203.0.113.200');
    expectLimited(
      await post('/api/auth/check-email', lookup(31), '203.0.113.200'),
      'Too many requests. Please wait a moment before trying again.',
    );
    await exhaust('/api/auth/check-account', 30, lookup, () => '203.0.113.201');
    expect((await post('/api/auth/check-account', lookup(31), '203.0.113.201')).statusCode).toBe(429);
  });
});
