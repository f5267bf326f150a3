import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './index.js';

const SECRET = 'whsec_test_fake_stripe';
const SOLO = 'price_solo';
const GROWTH = 'price_growth';

let fake: FakeStripe;
let stripe: Stripe;

const clientFor = (server: FakeStripe, timeout = 2000) =>
  new Stripe('sk_test_123', {
    host: server.host,
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeout,
  });

beforeEach(async () => {
  fake = await startFakeStripe({ webhookSecret: SECRET, prices: { [SOLO]: 495, [GROWTH]: 1495 } });
  stripe = clientFor(fake);
});

afterEach(() => fake.close());

async function openSession(price = SOLO) {
  const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: 'u1' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: 'u1',
    line_items: [{ price, quantity: 1 }],
    metadata: { userId: 'u1', tier: 'solo' },
    subscription_data: { metadata: { userId: 'u1', tier: 'solo' } },
    success_url: 'https://signpost.test/dashboard?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://signpost.test/pricing',
  });
  return { customer, session };
}

async function subscribe(price = SOLO) {
  const { session } = await openSession(price);
  return fake.completeCheckout(session.id);
}

describe('fake Stripe server, through the real SDK', () => {
  it('creates a customer and an open checkout session, and records the form-encoded request', async () => {
    const { customer, session } = await openSession();

    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', livemode: false });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'u1',
      amount_total: 495,
      url: `${fake.url}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    const create = fake.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(create?.body).toMatchObject({
      line_items: [{ price: SOLO, quantity: '1' }],
      metadata: { userId: 'u1', tier: 'solo' },
      subscription_data: { metadata: { userId: 'u1', tier: 'solo' } },
    });
    expect(create?.headers.authorization).toBe('Bearer sk_test_123');
    expect(create?.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(create?.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('finds customers by email in a list', async () => {
    await stripe.customers.create({ email: 'ada@example.com' });
    await stripe.customers.create({ email: 'bob@example.com' });

    const found = await stripe.customers.list({ email: 'bob@example.com' });

    expect(found).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(found.data.map((customer) => customer.email)).toEqual(['bob@example.com']);
  });

  it('completes checkout: a monthly subscription on the price, retrievable expanded from the session', async () => {
    const { session, customer } = await openSession();

    const completed = fake.completeCheckout(session.id);
    const read = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription', 'line_items'],
    });

    expect(read).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      url: null,
    });
    expect(read.line_items?.data[0]?.price?.id).toBe(SOLO);
    const subscription = read.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      id: completed.subscription.id,
      status: 'active',
      customer: customer.id,
      metadata: { userId: 'u1', tier: 'solo' },
      latest_invoice: completed.invoice.id,
    });
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe(SOLO);
    const days = ((item?.current_period_end ?? 0) - (item?.current_period_start ?? 0)) / 86_400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(completed.events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(completed.events[0]?.data.object).toMatchObject({ id: session.id, status: 'complete' });
  });

  it('lists paid invoices of a subscription and refunds the charge behind one', async () => {
    const { subscription } = await subscribe();

    const invoices = await stripe.invoices.list({ subscription: subscription.id, status: 'paid', limit: 5 });
    const invoice = invoices.data[0];
    expect(invoices.data).toHaveLength(1);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 495,
      billing_reason: 'subscription_create',
    });
    expect(invoice?.parent?.subscription_details?.subscription).toBe(subscription.id);
    const withPayments = await stripe.invoices.retrieve(invoice?.id ?? '', { expand: ['payments'] });
    const paymentIntent = await stripe.paymentIntents.retrieve(
      String(withPayments.payments?.data[0]?.payment.payment_intent),
    );
    const refund = await stripe.refunds.create({
      charge: String(paymentIntent.latest_charge),
      reason: 'requested_by_customer',
      metadata: { userId: 'u1' },
    });

    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 495,
      reason: 'requested_by_customer',
    });
    const charge = await stripe.charges.retrieve(String(paymentIntent.latest_charge));
    expect(charge).toMatchObject({ amount_refunded: 495, refunded: true });
    const refunded = fake.events.at(-1);
    expect(refunded?.type).toBe('charge.refunded');
    expect(refunded?.data.previous_attributes).toMatchObject({ amount_refunded: 0, refunded: false });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('replays a POST repeated with its idempotency key and creates nothing new', async () => {
    const first = await stripe.customers.create(
      { email: 'ada@example.com' },
      { idempotencyKey: 'customer-u1' },
    );
    const second = await stripe.customers.create(
      { email: 'ada@example.com' },
      { idempotencyKey: 'customer-u1' },
    );

    expect(second.id).toBe(first.id);
    expect(fake.customers.size).toBe(1);
    const reuse = stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer-u1' });
    await expect(reuse).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers an unknown id with a 404 the SDK raises as StripeInvalidRequestError', async () => {
    const error: unknown = await stripe.subscriptions
      .retrieve('sub_missing')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_missing'",
    });
  });

  it('answers unknown routes and missing keys in Stripe’s error shape', async () => {
    const unknown = await fetch(`${fake.url}/v1/nothing`, {
      headers: { authorization: 'Bearer sk_test_123' },
    });
    const anonymous = await fetch(`${fake.url}/v1/customers`);

    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect(anonymous.status).toBe(401);
  });

  it('fails the next requests with a 500 the SDK raises as StripeAPIError, then recovers', async () => {
    fake.failNext(1, { status: 500 });

    await expect(stripe.customers.create({ email: 'ada@example.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    await expect(stripe.customers.create({ email: 'ada@example.com' })).resolves.toMatchObject({
      object: 'customer',
    });
    expect(fake.customers.size).toBe(1);
  });

  it('hangs the next request past the client time-out, and drops it', async () => {
    const impatient = clientFor(fake, 200);
    fake.failNext(1, { hangMs: 1000 });

    await expect(impatient.customers.create({ email: 'ada@example.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
    expect(fake.customers.size).toBe(0);
  });

  it('answers a request hung for less than the client time-out, late', async () => {
    fake.failNext(1, { hangMs: 300 });
    const started = Date.now();

    await expect(stripe.customers.create({ email: 'ada@example.com' })).resolves.toMatchObject({
      object: 'customer',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(fake.customers.size).toBe(1);
  });

  it('signs webhooks the SDK verifies, and whose tampering it detects', async () => {
    const { events } = await subscribe();
    const event = events[0];
    if (!event) throw new Error('no event');
    const webhook = fake.signedWebhook(event);

    const verified = stripe.webhooks.constructEvent(
      webhook.payload,
      webhook.headers['stripe-signature'],
      SECRET,
      300,
    );
    expect(verified).toMatchObject({ id: event.id, type: 'checkout.session.completed' });
    const tampered = webhook.payload.replace('"complete"', '"expired"');
    expect(() =>
      stripe.webhooks.constructEvent(tampered, webhook.headers['stripe-signature'], SECRET, 300),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const stale = fake.signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() =>
      stripe.webhooks.constructEvent(stale.payload, stale.headers['stripe-signature'], SECRET, 300),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const forged = fake.signedWebhook(event, { secret: 'whsec_other' });
    expect(() =>
      stripe.webhooks.constructEvent(forged.payload, forged.headers['stripe-signature'], SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
