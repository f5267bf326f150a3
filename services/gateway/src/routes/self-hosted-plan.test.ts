import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { meResponseSchema, plansResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PASSWORD = 'Correct-Horse-9-Battery';

/**
 * SELF_HOSTED_PLAN=scale (docs/product-rules.md, Billing): a new account has the
 * plan's features at once (monitors, API keys) without billing, and every way of buying refuses with
 * 403 `payments_off`, even with Stripe's settings present.
 */
describe('a self-hosted installation', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let token: string;

  const signedIn = (request: { method?: 'GET' | 'POST'; url: string; payload?: object }) =>
    server.inject({ ...request, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    runtime = await createTestRuntime('self-hosted-plan-routes-test', {
      SELF_HOSTED_PLAN: 'scale',
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'false',
      STRIPE_SECRET_KEY: 'sk_test_never_called',
      STRIPE_WEBHOOK_SECRET: 'whsec_never_called',
      STRIPE_PRICE_SOLO: 'price_solo',
    });
    server = await buildServer(runtime);
    token = (await registerAccount(server, 'self-hosted@example.com', PASSWORD)).accessToken;
  });

  afterAll(async () => {
    await server?.close();
    await runtime?.close();
  });

  it('says which plan every account has, and that payments are off', async () => {
    const plans = plansResponseSchema.parse((await server.inject('/api/plans')).json());
    expect(plans).toMatchObject({ selfHostedPlan: 'scale', paymentsEnabled: false, freeDailyChecks: 3 });
  });

  it("shows a new account on the installation's plan, with no credits to count", async () => {
    const { user: me } = meResponseSchema.parse((await signedIn({ url: '/api/auth/me' })).json());
    expect(me).toMatchObject({ tier: 'scale', creditsRemaining: null });
    const status = await signedIn({ url: '/api/stripe/subscription-status' });
    expect(status.json()).toMatchObject({ tier: 'scale', hasActiveSubscription: false });
  });

  it("gives the plan's features: a monitor, and an API key that works", async () => {
    const monitor = await signedIn({
      method: 'POST',
      url: '/api/monitors',
      payload: { url: 'https://docs.example', schedule: 'weekly', notify: { email: true } },
    });
    expect(monitor.statusCode).toBe(201);

    const made = await signedIn({ method: 'POST', url: '/api/keys', payload: { name: 'ci' } });
    expect(made.statusCode).toBe(201);
    const listed = await server.inject({
      url: '/api/auth/my-analyses',
      headers: { authorization: `Bearer ${made.json().key as string}` },
    });
    expect(listed.statusCode).toBe(200);
  });

  it('refuses every checkout with payments_off, naming the plan the account has', async () => {
    const answers = [
      await signedIn({ method: 'POST', url: '/api/stripe/create-checkout', payload: { tier: 'solo' } }),
      await signedIn({
        method: 'POST',
        url: '/api/stripe/create-upgrade-session',
        payload: { targetTier: 'scale' },
      }),
      await server.inject({
        method: 'POST',
        url: '/api/stripe/create-coffee-checkout',
        payload: { email: 'buyer@example.com' },
      }),
    ];
    for (const answer of answers) {
      expect([answer.statusCode, answer.json().error]).toEqual([403, 'payments_off']);
      expect(answer.json().message).toContain('Agency & API');
    }
  });
});
