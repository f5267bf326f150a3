import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PLANS, authSessionSchema, plansResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

/** Without STRIPE_SECRET_KEY everything works but payments (docs/product-rules.md, Billing). */
describe('billing without Stripe settings', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('billing-off-test', { PLAN_GROWTH_ANALYSES: '40' });
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  it('serves the catalogue with its overrides and says payments are off', async () => {
    const answer = plansResponseSchema.parse((await server.inject('/api/plans')).json());
    expect(answer.paymentsEnabled).toBe(false);
    expect(answer.guaranteeDays).toBe(30);
    expect(answer.plans.growth.analyses.limit).toBe(40);
    expect(answer.plans.solo).toEqual(DEFAULT_PLANS.solo);
  });

  it('answers checkout and webhook calls with 503 billing_unavailable', async () => {
    const session = authSessionSchema.parse(
      (
        await server.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: 'no-stripe@example.com', password: 'Strong-Password-1' },
        })
      ).json(),
    );
    await runtime.repos.users.markEmailVerified(session.user.id);
    const checkout = await server.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout',
      payload: { tier: 'solo' },
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect([checkout.statusCode, checkout.json().error]).toEqual([503, 'billing_unavailable']);
    const webhook = await server.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
    });
    expect([webhook.statusCode, webhook.json().error]).toEqual([503, 'billing_unavailable']);
  });
});
