import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES, startBillingTestbed, type BillingTestbed } from './testing/billing-testbed.test-support.js';
import { cancelSubscription } from './cancel-subscription.js';
import { upgrade } from './upgrade.js';

/**
 * Moving up a plan in place: the higher plan only once it is paid (issue 18, item 9), and every plan
 * change sent to Stripe under a key of its own, so none is answered with an earlier one's reply.
 */
describe('changing a subscription in place', () => {
  let bed: BillingTestbed;
  beforeAll(async () => {
    bed = await startBillingTestbed('upgrade-test');
  });
  afterAll(() => bed?.close());

  const priceAtStripe = (subscriptionId: string) =>
    bed.fake.subscriptions.get(subscriptionId)?.items.data[0]?.price.id;

  it('keeps the plan while the upgrade is unpaid, and moves up when Stripe collects the payment', async () => {
    const { account, subscriptionId, customerId } = await bed.subscriber('solo');
    const eventCount = bed.fake.events.length;
    bed.fake.declineCard(customerId);

    await expect(upgrade(bed.deps, account, 'scale')).rejects.toMatchObject({
      code: 'payment_declined',
      status: 402,
    });
    await bed.apply(bed.fake.events.slice(eventCount));

    expect(priceAtStripe(subscriptionId)).toBe(PRICES.solo);
    expect(bed.fake.subscriptions.get(subscriptionId)?.pending_update).not.toBeNull();
    expect(await bed.account(account.id)).toMatchObject({ tier: 'solo', subscription_status: 'active' });

    bed.fake.declineCard(customerId, false);
    await bed.apply(bed.fake.renewSubscription(subscriptionId).events);
    expect(priceAtStripe(subscriptionId)).toBe(PRICES.scale);
    expect((await bed.account(account.id)).tier).toBe('scale');
  });

  it('upgrades again after a downgrade in the portal, rather than replaying the first upgrade', async () => {
    const { account, subscriptionId } = await bed.subscriber('solo');
    await upgrade(bed.deps, account, 'growth');
    await bed.apply(bed.fake.updateSubscription(subscriptionId, { price: PRICES.solo }).events);
    const downgraded = await bed.account(account.id);
    expect(downgraded.tier).toBe('solo');
    const invoices = bed.fake.invoices.size;

    await upgrade(bed.deps, downgraded, 'growth');

    expect(priceAtStripe(subscriptionId)).toBe(PRICES.growth);
    expect(bed.fake.invoices.size).toBe(invoices + 1);
    const keys = bed.fake.requests
      .filter(
        (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`,
      )
      .map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cancels at period end again after the subscription was renewed in the portal', async () => {
    const { account, subscriptionId } = await bed.subscriber('growth');
    await cancelSubscription(bed.deps, account, { processRefund: false });
    await bed.apply(bed.fake.updateSubscription(subscriptionId, { cancelAtPeriodEnd: false }).events);

    await cancelSubscription(bed.deps, await bed.account(account.id), { processRefund: false });

    expect(bed.fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
  });
});
