import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authSessionSchema, checkLimitsResponseSchema, usageResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

/** Usage tells a caller about itself only (docs/product-rules.md, Usage and limits). */
describe('usage routes', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('usage-routes-test', { PLAN_STARTER_ANALYSES: '2' });
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const request = (
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: object; token?: string; from?: string } = {},
  ) =>
    server.inject({
      method,
      url,
      remoteAddress: options.from ?? '192.0.2.50',
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  async function signUp(email: string) {
    const response = await request('POST', '/api/auth/register', {
      payload: { email, password: 'Strong-Password-1' },
      from: '192.0.2.60',
    });
    return authSessionSchema.parse(response.json());
  }

  it('counts an anonymous visitor by email and address, and counts nothing when asked to track', async () => {
    const email = 'visitor@example.com';
    await request('POST', '/api/analyze', { payload: { url: 'https://one.example', email, force: true } });
    const usage = usageResponseSchema.parse((await request('GET', `/api/usage/${email}`)).json());
    expect(usage).toMatchObject({
      tier: 'starter',
      limits: { dailyAnalyses: 2, maxPagesPerAnalysis: 20, aiPagesLimit: 5, period: 'utc-day' },
      usage: { analysesToday: 1 },
      creditsRemaining: null,
    });
    const tracked = await request('POST', '/api/simple-usage/track', { payload: { email, tier: 'starter' } });
    expect(tracked.json()).toEqual({ count: 1, tier: 'starter' });
    expect((await request('GET', `/api/simple-usage/${email}`)).json().usage.analysesToday).toBe(1);

    const limits = checkLimitsResponseSchema.parse(
      (await request('POST', '/api/check-limits', { payload: { email, url: 'two.example' } })).json(),
    );
    expect(limits).toMatchObject({ allowed: true, tier: 'starter', currentUsage: { analysesToday: 1 } });
    await request('POST', '/api/analyze', { payload: { url: 'https://two.example', email, force: true } });
    const refused = checkLimitsResponseSchema.parse(
      (await request('POST', '/api/check-limits', { payload: { email, url: 'three.example' } })).json(),
    );
    expect(refused).toMatchObject({ allowed: false, suggestedUpgrade: 'solo' });
    expect(refused.reason).toContain('2 analyses');
  });

  it("answers an account about itself, and anyone else about that email's anonymous use only", async () => {
    const owner = await signUp('owner@example.com');
    await runtime.repos.users.setPlan(owner.user.id, {
      tier: 'solo',
      creditsRemaining: 20,
      billingPeriodStart: new Date(),
    });
    await request('POST', '/api/analyze', {
      payload: { url: 'https://mine.example', force: true },
      token: owner.accessToken,
    });

    const own = usageResponseSchema.parse(
      (await request('GET', '/api/usage/owner@example.com', { token: owner.accessToken })).json(),
    );
    expect(own).toMatchObject({ tier: 'solo', creditsRemaining: 19, usage: { analysesToday: 1 } });

    const stranger = await signUp('stranger@example.com');
    for (const token of [stranger.accessToken, undefined]) {
      const seen = usageResponseSchema.parse(
        (await request('GET', '/api/usage/owner@example.com', { token, from: '192.0.2.70' })).json(),
      );
      expect(seen).toMatchObject({ tier: 'starter', creditsRemaining: null, usage: { analysesToday: 0 } });
    }
  });
});
