import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeStripe, type FakeStripe } from '@signpost/stripe-stand-in';
import { errorBodySchema, loginResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PASSWORD = 'Coffee-Break-2030!';
const EMAIL_CHECKOUTS = [
  '/api/stripe/create-coffee-checkout',
  '/api/stripe/create-growth-checkout',
  '/api/stripe/create-scale-checkout',
];

/**
 * The email-only checkout reaches new accounts only: paying one with somebody else's email never
 * signs in to, bills or changes that person's account (issue 18, item 1).
 */
describe('email-only checkouts and coffee-login', () => {
  let fake: FakeStripe;
  let runtime: Runtime;
  let server: FastifyInstance;
  let address = 0;

  beforeAll(async () => {
    fake = await startFakeStripe({ prices: { price_solo: 495, price_growth: 1495, price_scale: 2995 } });
    runtime = await createTestRuntime('coffee-checkout-test', {
      STRIPE_SECRET_KEY: 'sk_test_coffee',
      STRIPE_PRICE_SOLO: 'price_solo',
      STRIPE_PRICE_GROWTH: 'price_growth',
      STRIPE_PRICE_SCALE: 'price_scale',
      STRIPE_API_BASE: fake.url,
    });
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await fake?.close();
  });

  const post = (url: string, payload: object) =>
    server.inject({ method: 'POST', url, remoteAddress: `203.0.113.${++address}`, payload });

  async function paidCheckout(email: string) {
    const created = await post('/api/stripe/create-coffee-checkout', { email });
    expect(created.statusCode).toBe(200);
    return new URL(created.json().url).pathname.split('/').at(-1) ?? '';
  }

  it('refuses an email that has an account, on every email-only checkout, asking to sign in', async () => {
    const email = `owner-${Date.now()}@example.com`;
    await registerAccount(server, email, PASSWORD);
    const sessionsBefore = fake.checkoutSessions.size;

    for (const url of EMAIL_CHECKOUTS) {
      const refused = await post(url, { email: email.toUpperCase() });
      expect(refused.statusCode, url).toBe(409);
      const body = errorBodySchema.parse(refused.json());
      expect(body.error).toBe('email_taken');
      expect(body.message).toContain('Sign in and buy the plan from your account');
    }
    expect(fake.checkoutSessions.size).toBe(sessionsBefore);
  });

  it('signs nobody in, and leaves the account alone, when the email got an account before paying', async () => {
    const email = `raced-${Date.now()}@example.com`;
    const sessionId = await paidCheckout(email);
    const owner = await registerAccount(server, email, PASSWORD);
    fake.completeCheckout(sessionId);

    const login = await post('/api/auth/coffee-login', { email, sessionId });

    expect([login.statusCode, errorBodySchema.parse(login.json()).error]).toEqual([401, 'unauthorized']);
    expect(await runtime.repos.users.get(owner.user.id)).toMatchObject({
      tier: 'starter',
      stripe_customer_id: null,
      stripe_subscription_id: null,
    });
  });

  it('signs in, once, the account the paid checkout made', async () => {
    const email = `new-buyer-${Date.now()}@example.com`;
    const sessionId = await paidCheckout(email);
    const { customer } = fake.completeCheckout(sessionId);

    const login = await post('/api/auth/coffee-login', { email, sessionId });
    expect(login.statusCode).toBe(200);
    expect(loginResponseSchema.parse(login.json()).user).toMatchObject({ email, tier: 'solo' });
    expect((await runtime.repos.users.findByEmail(email))?.stripe_customer_id).toBe(customer.id);

    const again = await post('/api/auth/coffee-login', { email, sessionId });
    expect(again.statusCode).toBe(401);
  });
});
