import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeStripe, type FakeStripe } from '@signpost/stripe-stand-in';
import { authSessionSchema, loginResponseSchema, userSchema, type Tier } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { metricSample } from '@signpost/testing';
import { startStack, type Stack } from '../support/stack.js';

const PRICES = { solo: 'price_solo', growth: 'price_growth', scale: 'price_scale' };

/**
 * Billing end to end with the real Stripe SDK against a local server speaking Stripe's API: checkout,
 * the webhook that changes the plan, forgeries, replays, out-of-order deliveries and Stripe failing.
 */
describe('billing (distributed, Stripe on loopback)', () => {
  let stripe: FakeStripe;
  let stack: Stack;
  let server: FastifyInstance;
  let runtime: Runtime;

  beforeAll(async () => {
    stripe = await startFakeStripe({
      webhookSecret: 'whsec_test_secret',
      prices: { price_solo: 495, price_growth: 1495, price_scale: 2995 },
    });
    stack = await startStack('distributed', {
      workers: ['billing'],
      env: {
        STRIPE_SECRET_KEY: 'sk_test_signpost',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_PRICE_SOLO: PRICES.solo,
        STRIPE_PRICE_GROWTH: PRICES.growth,
        STRIPE_PRICE_SCALE: PRICES.scale,
        STRIPE_API_BASE: stripe.url,
        STRIPE_TIMEOUT_MS: '500',
      },
    });
    server = stack.server;
    const [gateway] = stack.runtimes;
    if (!gateway) throw new Error('no gateway runtime');
    runtime = gateway;
  });
  afterAll(async () => {
    await stack?.close();
    await stripe?.close();
  });

  let account = 0;
  async function verifiedAccount() {
    const email = `buyer-${++account}-${Date.now()}@example.com`;
    const response = await server.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `198.51.100.${account}`,
      payload: { email, password: 'Buyer-Password-1' },
    });
    const session = authSessionSchema.parse(response.json());
    await runtime.repos.users.markEmailVerified(session.user.id);
    return session;
  }

  const checkout = (token: string, tier: Exclude<Tier, 'starter'>) =>
    server.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout',
      payload: { tier },
      headers: { authorization: `Bearer ${token}` },
    });

  const deliver = (event: Stripe.Event, options?: Parameters<FakeStripe['signedWebhook']>[1]) => {
    const signed = stripe.signedWebhook(event, options);
    return server.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: signed.payload,
      headers: signed.headers,
    });
  };

  async function planOf(token: string) {
    const me = await server.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    return userSchema.parse(me.json().user);
  }

  async function waitForApplied(eventIds: string[]) {
    const deadline = Date.now() + 10_000;
    for (const id of eventIds) {
      while (!(await runtime.repos.stripeEvents.isApplied(id))) {
        if (Date.now() > deadline) throw new Error(`Stripe event ${id} still not applied`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async function waitForTier(token: string, tier: Tier) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const user = await planOf(token);
      if (user.tier === tier) return user;
      if (Date.now() > deadline) throw new Error(`still ${user.tier}, expected ${tier}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function buy(tier: Exclude<Tier, 'starter'>) {
    const session = await verifiedAccount();
    const response = await checkout(session.accessToken, tier);
    expect(response.statusCode).toBe(200);
    const sessionId = new URL(response.json().url).pathname.split('/').at(-1) ?? '';
    const completion = stripe.completeCheckout(sessionId);
    for (const event of completion.events) expect((await deliver(event)).statusCode).toBe(200);
    // The webhook queues each event; the billing worker applies them in its own time, and the tier
    // changes with the first, so every one is waited for before the account is read.
    await waitForApplied(completion.events.map((event) => event.id));
    await waitForTier(session.accessToken, tier);
    return { session, completion };
  }

  it('sells a plan: checkout, then the webhook changes the plan, and a replay changes nothing', async () => {
    const { session, completion } = await buy('growth');
    const created = stripe.checkoutSessions.get(completion.session.id);
    expect(created?.client_reference_id).toBe(session.user.id);
    expect(
      stripe.requests.filter((request) => request.method === 'POST').every((r) => r.idempotencyKey),
    ).toBe(true);

    const [first] = completion.events;
    if (!first) throw new Error('no events');
    expect((await deliver(first)).statusCode).toBe(200);
    const row = await runtime.repos.users.get(session.user.id);
    expect(row).toMatchObject({ tier: 'growth', subscription_status: 'active' });
  });

  it('refuses forged deliveries with 400 and records nothing', async () => {
    const { completion } = await buy('scale');
    const event = { ...completion.events[0], id: 'evt_forged_1' } as Stripe.Event;
    const signed = stripe.signedWebhook(event);
    const forgeries = {
      'bad signature': {
        payload: signed.payload,
        // One hex digit of the signature changed: always a different digit, never the same one.
        signature: signed.headers['stripe-signature'].replace(/v1=(\w)/, (_match, digit: string) =>
          digit === '0' ? 'v1=1' : 'v1=0',
        ),
      },
      'stale timestamp': {
        payload: signed.payload,
        signature: stripe.signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).headers[
          'stripe-signature'
        ],
      },
      'wrong secret': {
        payload: signed.payload,
        signature: stripe.signedWebhook(event, { secret: 'whsec_other' }).headers['stripe-signature'],
      },
      // The same event, re-serialised by a parser on the way: the bytes differ, so must the verdict.
      're-serialised body': {
        payload: JSON.stringify(JSON.parse(signed.payload)),
        signature: signed.headers['stripe-signature'],
      },
      'no signature': { payload: signed.payload, signature: '' },
    };
    expect(forgeries['re-serialised body'].payload).not.toBe(signed.payload);
    for (const [name, forgery] of Object.entries(forgeries)) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: forgery.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': forgery.signature },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error, name).toBe('invalid_webhook');
    }
    expect(await runtime.repos.stripeEvents.record('evt_forged_1', 'probe')).toBe(true);
  });

  it("converges on Stripe's state when subscription events arrive out of order", async () => {
    const { session, completion } = await buy('growth');
    const subscriptionId = completion.subscription.id;
    const upgrade = stripe.updateSubscription(subscriptionId, { price: PRICES.scale });
    const cancel = stripe.deleteSubscription(subscriptionId);
    for (const event of [...cancel.events, ...upgrade.events].reverse()) await deliver(event);
    await waitForTier(session.accessToken, 'starter');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await planOf(session.accessToken)).tier).toBe('starter');
  });

  it('refills solo credits with each paid invoice, once', async () => {
    const { session, completion } = await buy('solo');
    expect((await planOf(session.accessToken)).creditsRemaining).toBe(20);
    await runtime.repos.users.takeCredit(session.user.id);
    const renewal = stripe.renewSubscription(completion.subscription.id);
    for (const event of renewal.events) await deliver(event);
    const deadline = Date.now() + 10_000;
    while ((await planOf(session.accessToken)).creditsRemaining !== 20 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await planOf(session.accessToken)).creditsRemaining).toBe(20);
    await runtime.repos.users.takeCredit(session.user.id);
    for (const event of renewal.events) await deliver(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await planOf(session.accessToken)).creditsRemaining).toBe(19);
  });

  it('answers 503 and changes nothing when Stripe fails or does not answer', async () => {
    const session = await verifiedAccount();
    const postsBefore = stripe.checkoutSessions.size;
    for (const failure of [{ status: 500 as const }, { hangMs: 2_000 }]) {
      stripe.failNext(3, failure);
      const response = await checkout(session.accessToken, 'solo');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'billing_unavailable',
        message: 'Unable to create checkout session. Please try again.',
      });
    }
    expect(stripe.checkoutSessions.size).toBe(postsBefore);
    expect((await planOf(session.accessToken)).tier).toBe('starter');
  });

  it('lets only verified, non-demo accounts buy', async () => {
    const unverified = authSessionSchema.parse(
      (
        await server.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '203.0.113.77',
          payload: { email: `unverified-${Date.now()}@example.com`, password: 'Buyer-Password-1' },
        })
      ).json(),
    );
    expect((await checkout(unverified.accessToken, 'solo')).json().error).toBe('email_not_verified');
    const demo = (
      await server.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: '203.0.113.78' })
    ).json();
    expect((await checkout(demo.accessToken, 'solo')).json().error).toBe('demo_read_only');
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    server.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('reports the subscription, opens the portal, and cancels at period end outside a refund', async () => {
    const { session } = await buy('growth');
    const status = (await call('GET', '/api/stripe/subscription-status', session.accessToken)).json();
    expect(status).toMatchObject({
      hasActiveSubscription: true,
      tier: 'growth',
      subscriptions: [{ status: 'active', cancelAtPeriodEnd: false }],
    });
    const portal = await call('POST', '/api/stripe/create-portal', session.accessToken);
    expect(portal.json().url).toMatch(/^http/);

    const cancelled = await call('POST', '/api/cancel', session.accessToken, { processRefund: false });
    expect(cancelled.json()).toMatchObject({ success: true });
    const after = (await call('GET', '/api/stripe/subscription-status', session.accessToken)).json();
    expect(after).toMatchObject({ tier: 'growth', subscriptions: [{ cancelAtPeriodEnd: true }] });
  });

  it('cancels at once with a refund inside the guarantee, dropping to starter', async () => {
    const { session } = await buy('solo');
    const eligibility = (await call('GET', '/api/refund/eligibility', session.accessToken)).json();
    expect(eligibility).toMatchObject({ eligible: true, guaranteeApplies: true, amountFormatted: '$4.95' });

    const refundsBefore = stripe.refunds.size;
    const cancelled = await call('POST', '/api/cancel', session.accessToken, {
      processRefund: true,
      reason: 'Not for me',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(stripe.refunds.size).toBe(refundsBefore + 1);
    expect((await planOf(session.accessToken)).tier).toBe('starter');
    const late = stripe.events.filter((event) => event.type === 'customer.subscription.deleted').at(-1);
    if (late) await deliver(late);
    expect((await call('GET', '/api/stripe/subscription-status', session.accessToken)).json()).toMatchObject({
      hasActiveSubscription: false,
      tier: 'starter',
    });
    expect((await call('GET', '/api/refund/eligibility', session.accessToken)).json().eligible).toBe(false);
  });

  it('closes a subscribed account: the subscription ends at Stripe first, then the account is gone', async () => {
    const { session } = await buy('growth');
    const subscriptionId = (await runtime.repos.users.get(session.user.id))?.stripe_subscription_id ?? '';
    const closed = await call('POST', '/api/auth/close-account', session.accessToken, {
      email: session.user.email,
      password: 'Buyer-Password-1',
    });
    expect(closed.statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await runtime.repos.users.get(session.user.id)).toBeUndefined();
    // Stripe's word that the subscription ended arrives after the account is gone and changes nothing.
    const ended = stripe.events.filter((event) => event.type === 'customer.subscription.deleted').at(-1);
    expect(ended).toBeDefined();
    if (ended) expect((await deliver(ended)).statusCode).toBe(200);
  });

  it('upgrades a subscriber in place, invoicing the difference now', async () => {
    const { session } = await buy('solo');
    const invoicesBefore = stripe.invoices.size;
    const upgraded = await call('POST', '/api/stripe/create-upgrade-session', session.accessToken, {
      targetTier: 'scale',
    });
    expect(upgraded.json()).toEqual({ success: true });
    expect((await planOf(session.accessToken)).tier).toBe('scale');
    expect(stripe.invoices.size).toBe(invoicesBefore + 1);
    const downgrade = await call('POST', '/api/stripe/create-upgrade-session', session.accessToken, {
      targetTier: 'growth',
    });
    expect(downgrade.statusCode).toBe(400);
  });

  it('sells Coffee Power to an email alone: the account is made, mailed, and signed in once', async () => {
    const email = `coffee-${Date.now()}@example.com`;
    const created = await server.inject({
      method: 'POST',
      url: '/api/stripe/create-coffee-checkout',
      remoteAddress: '203.0.113.90',
      payload: {
        email,
        websiteUrl: 'https://mysite.example',
        metadata: { password: 'U2VjcmV0', tier: 'solo' },
      },
    });
    expect(created.statusCode).toBe(200);
    const sessionId = new URL(created.json().url).pathname.split('/').at(-1) ?? '';
    const posted = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1);
    expect(JSON.stringify(posted?.body)).not.toContain('U2VjcmV0');

    // The buyer comes back before Stripe's webhook: the session itself is checked with Stripe.
    const completion = stripe.completeCheckout(sessionId);
    const login = await server.inject({
      method: 'POST',
      url: '/api/auth/coffee-login',
      remoteAddress: '203.0.113.90',
      payload: { email, sessionId },
    });
    expect(login.statusCode).toBe(200);
    const signedIn = loginResponseSchema.parse(login.json());
    expect(signedIn.user).toMatchObject({ email, tier: 'solo', creditsRemaining: 20 });
    for (const event of completion.events) await deliver(event);
    await waitForTier(signedIn.accessToken, 'solo');

    const again = await server.inject({
      method: 'POST',
      url: '/api/auth/coffee-login',
      remoteAddress: '203.0.113.91',
      payload: { email, sessionId },
    });
    expect(again.statusCode).toBe(401);
    const foreign = await server.inject({
      method: 'POST',
      url: '/api/auth/coffee-login',
      remoteAddress: '203.0.113.92',
      payload: { email: 'someone-else@example.com', sessionId },
    });
    expect(foreign.statusCode).toBe(401);
    const queued = await runtime.repos.users.findByEmail(email);
    expect(queued).toMatchObject({ password_hash: null, tier: 'solo' });

    // The account exists now, so it buys signed in: an email-only checkout can never reach it.
    const secondPurchase = await server.inject({
      method: 'POST',
      url: '/api/stripe/create-growth-checkout',
      remoteAddress: '203.0.113.93',
      payload: { email },
    });
    expect([secondPurchase.statusCode, secondPurchase.json().error]).toEqual([409, 'email_taken']);
  });

  it('counts webhook outcomes in the metrics of the processes that saw them', async () => {
    const bodies = await Promise.all(stack.runtimes.map(async (each) => (await each.metrics.expose()).body));
    const total = (outcome: string) =>
      bodies.reduce(
        (sum, body) => sum + (metricSample(body, 'signpost_stripe_webhook_events_total', { outcome }) ?? 0),
        0,
      );
    expect(total('applied')).toBeGreaterThan(0);
    expect(total('duplicate')).toBeGreaterThan(0);
    expect(total('invalid_signature')).toBeGreaterThanOrEqual(3);
  });
});
