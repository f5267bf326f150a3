import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './index.js';

const SOLO = 'price_solo';
const GROWTH = 'price_growth';

let fake: FakeStripe;
let stripe: Stripe;

beforeEach(async () => {
  fake = await startFakeStripe({ prices: { [SOLO]: 495, [GROWTH]: 1495 } });
  stripe = new Stripe('sk_test_123', {
    host: fake.host,
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeout: 2000,
  });
});

afterEach(() => fake.close());

async function subscribe(options: { paid?: boolean } = {}) {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer_email: 'ada@example.com',
    line_items: [{ price: SOLO, quantity: 1 }],
    subscription_data: { metadata: { userId: 'u1' } },
  });
  return fake.completeCheckout(session.id, options);
}

const types = (events: Stripe.Event[]) => events.map((event) => event.type);
const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0];

describe('subscription lifecycle in the fake Stripe', () => {
  it('creates the customer at checkout when the session named only an email', async () => {
    const { customer, session } = await subscribe();

    expect(customer.email).toBe('ada@example.com');
    expect(session.customer).toBe(customer.id);
    expect(fake.customers.get(customer.id)).toBe(customer);
  });

  it('leaves an unpaid checkout incomplete, with its first invoice open', async () => {
    const { subscription, invoice, events } = await subscribe({ paid: false });

    expect(subscription.status).toBe('incomplete');
    expect(invoice.status).toBe('open');
    expect(types(events)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
  });

  it('renews into the next month with a paid invoice for it', async () => {
    const { subscription } = await subscribe();
    const firstEnd = itemOf(subscription)?.current_period_end;

    const renewal = fake.renewSubscription(subscription.id);

    const read = await stripe.subscriptions.retrieve(subscription.id);
    expect(itemOf(read)?.current_period_start).toBe(firstEnd);
    expect(types(renewal.events)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(renewal.invoice?.lines.data[0]?.period).toEqual({
      start: itemOf(read)?.current_period_start,
      end: itemOf(read)?.current_period_end,
    });
    const invoices = await stripe.invoices.list({ subscription: subscription.id, status: 'paid' });
    expect(invoices.data.map((invoice) => invoice.billing_reason)).toEqual([
      'subscription_cycle',
      'subscription_create',
    ]);
  });

  it('goes past_due on a declined renewal, and active again when the retry succeeds', async () => {
    const { subscription } = await subscribe();

    const failure = fake.failPayment(subscription.id);
    expect(types(failure.events)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(failure.subscription.status).toBe('past_due');
    expect(failure.invoice).toMatchObject({ status: 'open', attempt_count: 1, amount_paid: 0 });
    expect(failure.charge).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
    const periodAfterFailure = itemOf(failure.subscription)?.current_period_start;

    const retry = fake.renewSubscription(subscription.id);
    expect(retry.invoice?.id).toBe(failure.invoice?.id);
    expect(retry.invoice).toMatchObject({ status: 'paid', attempt_count: 2 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(itemOf(retry.subscription)?.current_period_start).toBe(periodAfterFailure);
  });

  it('cancels at period end through the API, and ends the subscription when the period does', async () => {
    const { subscription } = await subscribe();

    const updated = await stripe.subscriptions.update(
      subscription.id,
      { cancel_at_period_end: true },
      { idempotencyKey: 'cancel-u1' },
    );
    expect(updated).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: itemOf(updated)?.current_period_end,
    });
    const event = fake.events.at(-1);
    expect(event?.type).toBe('customer.subscription.updated');
    expect(event?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect(event?.request).toMatchObject({ idempotency_key: 'cancel-u1' });

    const ended = fake.renewSubscription(subscription.id);
    expect(types(ended.events)).toEqual(['customer.subscription.deleted']);
    expect(ended.subscription.status).toBe('canceled');
  });

  it('upgrades the item’s price through the API, charging the proration at once', async () => {
    const { subscription } = await subscribe();
    const item = itemOf(subscription);

    const upgraded = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item?.id, price: GROWTH }],
      proration_behavior: 'always_invoice',
    });

    expect(itemOf(upgraded)).toMatchObject({ id: item?.id, price: { id: GROWTH, unit_amount: 1495 } });
    expect(types(fake.events.slice(-2))).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const proration = await stripe.invoices.retrieve(String(upgraded.latest_invoice));
    expect(proration.billing_reason).toBe('subscription_update');
    expect(proration.amount_paid).toBeGreaterThan(900);
    expect(proration.amount_paid).toBeLessThanOrEqual(1000);
  });

  it('keeps a declined upgrade as a pending update with pending_if_incomplete, until its invoice is paid', async () => {
    const { subscription, customer } = await subscribe();
    const item = itemOf(subscription);
    fake.declineCard(customer.id);

    const pending = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item?.id, price: GROWTH }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });

    expect(pending.status).toBe('active');
    expect(itemOf(pending)?.price.id).toBe(SOLO);
    expect(pending.pending_update?.subscription_items?.[0]?.price.id).toBe(GROWTH);
    expect(pending.pending_update?.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(await stripe.invoices.retrieve(String(pending.latest_invoice))).toMatchObject({
      status: 'open',
      billing_reason: 'subscription_update',
    });
    expect(types(fake.events.slice(-2))).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);
    await expect(
      stripe.subscriptions.update(subscription.id, {
        payment_behavior: 'pending_if_incomplete',
        cancel_at_period_end: true,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'payment_behavior' });

    fake.declineCard(customer.id, false);
    const paid = fake.renewSubscription(subscription.id);
    expect(types(paid.events)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.pending_update_applied',
    ]);
    const applied = await stripe.subscriptions.retrieve(subscription.id);
    expect(itemOf(applied)?.price.id).toBe(GROWTH);
    expect(applied.pending_update).toBeNull();
  });

  it('applies a declined upgrade anyway by default, leaving the subscription past_due', async () => {
    const { subscription, customer } = await subscribe();
    fake.declineCard(customer.id);

    const changed = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemOf(subscription)?.id, price: GROWTH }],
      proration_behavior: 'always_invoice',
    });

    expect(changed).toMatchObject({ status: 'past_due', pending_update: null });
    expect(itemOf(changed)?.price.id).toBe(GROWTH);
  });

  it('cancels at once with DELETE, after which only metadata may change', async () => {
    const { subscription } = await subscribe();

    const canceled = await stripe.subscriptions.cancel(subscription.id);

    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(fake.events.at(-1)?.type).toBe('customer.subscription.deleted');
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(
      fake.updateSubscription(subscription.id, { metadata: { note: 'x' } }).subscription.metadata,
    ).toEqual({
      userId: 'u1',
      note: 'x',
    });
  });

  it('lists events by type group and creation time, newest first, page by page', async () => {
    const since = Math.floor(Date.now() / 1000);
    const { subscription } = await subscribe();
    fake.renewSubscription(subscription.id);

    const invoiceEvents = await stripe.events.list({ type: 'invoice.*', created: { gte: since } });
    expect(types(invoiceEvents.data)).toEqual(['invoice.paid', 'invoice.paid']);
    const firstPage = await stripe.events.list({ limit: 2 });
    expect(firstPage.has_more).toBe(true);
    expect(fake.events).toHaveLength(5);
    const nextPage = await stripe.events.list({ limit: 3, starting_after: firstPage.data[1]?.id });
    expect(nextPage.has_more).toBe(false);
    expect(types([...firstPage.data, ...nextPage.data])).toEqual(types([...fake.events].reverse()));
    const one = await stripe.events.retrieve(fake.events[0]?.id ?? '');
    expect(one.type).toBe('checkout.session.completed');
  });

  it('opens Billing Portal sessions for known customers only', async () => {
    const { customer } = await subscribe();

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'https://x.test',
    });

    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      url: `${fake.url}/portal/${portal.id}`,
    });
    await expect(stripe.billingPortal.sessions.create({ customer: 'cus_missing' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    });
  });

  it('refuses to expand a field that holds no object', async () => {
    const { session } = await subscribe();

    await expect(stripe.checkout.sessions.retrieve(session.id, { expand: ['mode'] })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});
