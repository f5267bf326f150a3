import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingTestbed, type BillingTestbed } from './testing/billing-testbed.test-support.js';
import { cancelSubscription } from './cancel-subscription.js';
import { createCheckout } from './checkout.js';
import { refundEligibility } from './refund-eligibility.js';

const DAY_SECONDS = 24 * 3600;

/** One money-back refund per account, counted from its first payment ever (issue 18, item 8). */
describe('the money-back guarantee', () => {
  let bed: BillingTestbed;
  beforeAll(async () => {
    bed = await startBillingTestbed('refund-once-test');
  });
  afterAll(() => bed?.close());

  /** The account buys again at Checkout, as from the pricing page, with every event applied. */
  async function subscribeAgain(accountId: string) {
    const { url } = await createCheckout(bed.deps, await bed.account(accountId), 'growth');
    const completion = bed.fake.completeCheckout(new URL(url).pathname.split('/').at(-1) ?? '');
    await bed.apply(completion.events);
    return completion;
  }

  const eventsSince = (count: number) => bed.fake.events.slice(count);

  /** Moves the payment of an invoice, as Stripe records it, `days` into the past. */
  function paidDaysAgo(invoice: Stripe.Invoice, days: number) {
    invoice.created -= days * DAY_SECONDS;
    invoice.status_transitions.paid_at = (invoice.status_transitions.paid_at ?? 0) - days * DAY_SECONDS;
  }

  it('refunds once: a new subscription after the refund is not covered', async () => {
    const { account } = await bed.subscriber('solo');
    const eventCount = bed.fake.events.length;
    await cancelSubscription(bed.deps, account, { processRefund: true });
    await bed.apply(eventsSince(eventCount));
    const refunds = bed.fake.refunds.size;

    const { subscription } = await subscribeAgain(account.id);
    const resubscribed = await bed.account(account.id);
    expect(resubscribed.tier).toBe('growth');
    expect(await refundEligibility(bed.deps.stripe, resubscribed)).toMatchObject({
      eligible: false,
      guaranteeApplies: false,
    });
    const answer = await cancelSubscription(bed.deps, resubscribed, { processRefund: true });

    expect(answer.message).toContain('end at the close of the current billing period');
    expect(bed.fake.refunds.size).toBe(refunds);
    expect(bed.fake.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
  });

  it('counts from the first payment of any subscription, not the current one', async () => {
    const { account, subscriptionId } = await bed.subscriber('solo');
    for (const invoice of bed.fake.invoices.values()) {
      if (invoice.parent?.subscription_details?.subscription === subscriptionId) paidDaysAgo(invoice, 40);
    }
    await bed.apply(bed.fake.deleteSubscription(subscriptionId).events);

    await subscribeAgain(account.id);

    expect(await refundEligibility(bed.deps.stripe, await bed.account(account.id))).toMatchObject({
      eligible: false,
      guaranteeApplies: false,
    });
  });

  it('keeps the earliest payment when invoice events arrive late, twice and out of order', async () => {
    const { account, completion } = await bed.buyer('solo');
    const [firstPayment, others] = [
      completion.events.filter((event) => event.type === 'invoice.paid'),
      completion.events.filter((event) => event.type !== 'invoice.paid'),
    ];
    for (const event of firstPayment) {
      if (event.type === 'invoice.paid') paidDaysAgo(event.data.object, 40);
    }
    await bed.apply(others);
    const renewal = bed.fake.renewSubscription(completion.subscription.id);

    await bed.apply([...renewal.events, ...firstPayment, ...renewal.events, ...firstPayment]);

    const paid = await bed.account(account.id);
    const paidAt = firstPayment[0]?.type === 'invoice.paid' ? firstPayment[0].data.object : undefined;
    expect(paid.first_paid_at?.getTime()).toBe((paidAt?.status_transitions.paid_at ?? 0) * 1000);
    expect((await refundEligibility(bed.deps.stripe, paid)).guaranteeApplies).toBe(false);
  });
});
