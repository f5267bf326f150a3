import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestRuntime,
  createUser,
  type TestPostgres,
  type TestRuntime,
} from '@signpost/testing';
import { startFakeStripe, type FakeStripe } from '@signpost/stripe-stand-in';
import type { ApplyEventDeps } from './apply-stripe-event.js';
import { createCheckout } from './checkout.js';
import { reconcileSoloRenewals } from './reconcile-solo-renewals.js';
import { reconcileStripeEvents } from './reconcile-stripe-events.js';
import { createStripeClient } from './stripe-client.js';

const PRICES = { solo: 'price_solo', growth: 'price_growth', scale: 'price_scale' };

/** Reconciliation on real Postgres, with the real Stripe SDK talking to the local fake of Stripe. */
describe('Stripe reconciliation', () => {
  let fake: FakeStripe;
  let database: TestPostgres;
  let runtime: TestRuntime;
  let deps: ApplyEventDeps;

  beforeAll(async () => {
    fake = await startFakeStripe({ prices: { price_solo: 495, price_growth: 1495, price_scale: 2995 } });
    database = await createTestDatabase();
    runtime = await createTestRuntime('reconcile-test', {
      DATABASE_URL: database.url,
      STRIPE_SECRET_KEY: 'sk_test_reconcile',
      STRIPE_PRICE_SOLO: PRICES.solo,
      STRIPE_PRICE_GROWTH: PRICES.growth,
      STRIPE_PRICE_SCALE: PRICES.scale,
      STRIPE_API_BASE: fake.url,
    });
    const stripe = await createStripeClient(runtime.config.billing);
    if (!stripe) throw new Error('no Stripe client');
    deps = {
      stripe,
      repos: runtime.repos,
      queue: runtime.queue,
      prices: runtime.config.billing.prices,
      plans: runtime.config.plans,
      logger: runtime.logger,
    };
  });
  afterAll(async () => {
    await runtime?.close();
    await database?.drop();
    await fake?.close();
  });

  /** An account that paid for solo at Checkout, none of whose webhook deliveries arrived. */
  async function soloBoughtWithoutWebhooks() {
    const account = await createUser(runtime.repos, {
      email_verified_at: new Date(),
      created_at: new Date(),
    });
    if (!account) throw new Error('account not made');
    const { url } = await createCheckout(
      { ...deps, publicUrl: runtime.config.http.publicUrl },
      account,
      'solo',
    );
    const completion = fake.completeCheckout(new URL(url).pathname.split('/').at(-1) ?? '');
    return { account, completion };
  }

  it('applies each missed event once, however many runs overlap, and never refills credits twice', async () => {
    const { account, completion } = await soloBoughtWithoutWebhooks();
    expect((await runtime.repos.users.get(account.id))?.tier).toBe('starter');

    const [first, second] = await Promise.all([reconcileStripeEvents(deps), reconcileStripeEvents(deps)]);
    const applied = [...first, ...second];
    expect(applied.toSorted()).toEqual(completion.events.map((event) => event.id).toSorted());
    for (const event of completion.events)
      expect(await runtime.repos.stripeEvents.isApplied(event.id)).toBe(true);
    expect(await runtime.repos.users.get(account.id)).toMatchObject({
      tier: 'solo',
      credits_remaining: runtime.config.plans.solo.analyses.limit,
      stripe_subscription_id: completion.subscription.id,
    });

    expect(await runtime.repos.users.takeCredit(account.id)).toBe(true);
    expect(await reconcileStripeEvents(deps)).toEqual([]);
    expect((await runtime.repos.users.get(account.id))?.credits_remaining).toBe(
      runtime.config.plans.solo.analyses.limit - 1,
    );
  });

  it('asks Stripe only for events since the look-back and of the types it applies', async () => {
    fake.requests.length = 0;
    const now = new Date();
    await reconcileStripeEvents(deps, now);
    const list = fake.requests.find((request) => request.path === '/v1/events');
    expect(Number((list?.query.created as Record<string, string>).gte)).toBe(
      Math.floor(now.getTime() / 1000) - 4 * 24 * 3600,
    );
    expect(list?.query.types).toContain('invoice.paid');
  });

  it('renews solo credits whose invoice.paid never arrived, once, and leaves a period Stripe has not renewed', async () => {
    const { account, completion } = await soloBoughtWithoutWebhooks();
    await reconcileStripeEvents(deps);
    await runtime.repos.users.takeCredit(account.id);
    await runtime.repos.users.takeCredit(account.id);
    const limit = runtime.config.plans.solo.analyses.limit;
    const endPeriod = () =>
      runtime.database.db
        .updateTable('users')
        .set({ current_period_end: new Date(Date.now() - 60_000) })
        .where('id', '=', account.id)
        .execute();

    // The period's end has passed but Stripe has not begun the next: nothing to give yet.
    await endPeriod();
    expect(await reconcileSoloRenewals(deps)).toEqual([]);
    expect((await runtime.repos.users.get(account.id))?.credits_remaining).toBe(limit - 2);

    fake.renewSubscription(completion.subscription.id);
    await endPeriod();
    expect(await reconcileSoloRenewals(deps)).toEqual([account.id]);
    const renewed = await runtime.repos.users.get(account.id);
    expect(renewed?.credits_remaining).toBe(limit);
    expect(renewed?.current_period_end?.getTime()).toBeGreaterThan(Date.now());
    expect(await reconcileSoloRenewals(deps)).toEqual([]);
  });
});
