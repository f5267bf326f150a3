import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@signpost/testing';
import { startBillingTestbed, type BillingTestbed } from './testing/billing-testbed.test-support.js';
import { createEmailCheckout, settleFromStripe } from './email-checkout.js';

const LONG_AGO = new Date(0);

/** Email-only checkouts reach the accounts they make, and no other (issue 18, item 1). */
describe('email-only checkout', () => {
  let bed: BillingTestbed;
  beforeAll(async () => {
    bed = await startBillingTestbed('email-checkout-test');
  });
  afterAll(() => bed?.close());

  const logins = () => bed.runtime.repos.checkoutLogins;

  async function paidSessionFor(email: string) {
    const { url } = await createEmailCheckout(bed.deps, { email, tier: 'solo' });
    const sessionId = new URL(url).pathname.split('/').at(-1) ?? '';
    return { sessionId, pay: () => bed.fake.completeCheckout(sessionId) };
  }

  it('is refused for an email that has an account, before Stripe is asked', async () => {
    const owner = await createUser(bed.runtime.repos);
    const sessionsBefore = bed.fake.checkoutSessions.size;

    await expect(createEmailCheckout(bed.deps, { email: owner.email, tier: 'growth' })).rejects.toMatchObject(
      {
        code: 'email_taken',
        status: 409,
      },
    );
    expect(bed.fake.checkoutSessions.size).toBe(sessionsBefore);
  });

  it('grants nothing to an account made between opening the checkout and paying it, and refunds', async () => {
    const email = `raced-${Date.now()}@example.com`;
    const { sessionId, pay } = await paidSessionFor(email);
    const ownCustomer = await bed.deps.stripe.customers.create({ email });
    const owner = await createUser(bed.runtime.repos, {
      email,
      tier: 'scale',
      stripe_customer_id: ownCustomer.id,
    });
    const completion = pay();

    await settleFromStripe(bed.deps, sessionId);
    await bed.apply(completion.events);

    expect(await bed.account(owner.id)).toMatchObject({
      tier: 'scale',
      stripe_customer_id: ownCustomer.id,
      stripe_subscription_id: null,
    });
    expect(await logins().use(sessionId, email, LONG_AGO)).toBeUndefined();
    // The payer is charged nothing for a plan no account received.
    expect(bed.fake.subscriptions.get(completion.subscription.id)?.status).toBe('canceled');
    const refunded = [...bed.fake.refunds.values()].filter(
      (refund) => refund.charge === completion.charge?.id,
    );
    expect(refunded.map((refund) => refund.amount)).toEqual([completion.invoice.amount_paid]);
  });

  it('makes one account however the webhook and the success page race, and signs it in once', async () => {
    const email = `new-${Date.now()}@example.com`;
    const { sessionId, pay } = await paidSessionFor(email);
    const completion = pay();

    await Promise.all([settleFromStripe(bed.deps, sessionId), bed.apply(completion.events)]);
    await bed.apply(completion.events);

    const account = await bed.runtime.repos.users.findByEmail(email);
    expect(account).toMatchObject({ tier: 'solo', stripe_customer_id: completion.customer.id });
    expect(await logins().use(sessionId, email, LONG_AGO)).toBe(account?.id);
    expect(await logins().use(sessionId, email, LONG_AGO)).toBeUndefined();
  });

  it('never signs in with a record that does not say its checkout made the account', async () => {
    const account = await createUser(bed.runtime.repos);
    await bed.runtime.database.db
      .insertInto('checkout_logins')
      .values({ session_id: 'cs_before_the_fix', user_id: account.id, completed_at: new Date() })
      .execute();

    expect(await logins().use('cs_before_the_fix', account.email, LONG_AGO)).toBeUndefined();
  });
});
