import type Stripe from 'stripe';
import type { UserRow } from '@signpost/db';
import {
  createTestDatabase,
  createTestRuntime,
  createUser,
  type TestPostgres,
  type TestRuntime,
} from '@signpost/testing';
import { startFakeStripe, type CheckoutCompletion, type FakeStripe } from '@signpost/stripe-stand-in';
import { applyStripeEvent, type ApplyEventDeps } from '../apply-stripe-event.js';
import { createCheckout } from '../checkout.js';
import type { PaidTier } from '../plan-prices.js';
import { createStripeClient } from '../stripe-client.js';

export const PRICES = { solo: 'price_solo', growth: 'price_growth', scale: 'price_scale' } as const;

/** Billing on real Postgres, with the real Stripe SDK talking to the local fake of Stripe. */
export interface BillingTestbed {
  fake: FakeStripe;
  runtime: TestRuntime;
  deps: ApplyEventDeps & { publicUrl: string };
  /** Applies Stripe's events as the billing worker does, in the order given. */
  apply(events: readonly Stripe.Event[]): Promise<void>;
  /** A verified account that paid for `tier` at Checkout, none of whose events are applied yet. */
  buyer(tier: PaidTier): Promise<{ account: UserRow; completion: CheckoutCompletion }>;
  /** A verified account that bought `tier` at Checkout, with every webhook event applied. */
  subscriber(tier: PaidTier): Promise<{ account: UserRow; subscriptionId: string; customerId: string }>;
  account(id: string): Promise<UserRow>;
  close(): Promise<void>;
}

export async function startBillingTestbed(name: string): Promise<BillingTestbed> {
  const fake = await startFakeStripe({ prices: { price_solo: 495, price_growth: 1495, price_scale: 2995 } });
  const database: TestPostgres = await createTestDatabase();
  const runtime = await createTestRuntime(name, {
    DATABASE_URL: database.url,
    STRIPE_SECRET_KEY: 'sk_test_testbed',
    STRIPE_PRICE_SOLO: PRICES.solo,
    STRIPE_PRICE_GROWTH: PRICES.growth,
    STRIPE_PRICE_SCALE: PRICES.scale,
    STRIPE_API_BASE: fake.url,
  });
  const stripe = await createStripeClient(runtime.config.billing);
  if (!stripe) throw new Error('no Stripe client');
  const deps = {
    stripe,
    repos: runtime.repos,
    queue: runtime.queue,
    prices: runtime.config.billing.prices,
    plans: runtime.config.plans,
    logger: runtime.logger,
    publicUrl: runtime.config.http.publicUrl,
  };
  const apply = async (events: readonly Stripe.Event[]) => {
    for (const event of events) await applyStripeEvent(deps, event.id);
  };
  const account = async (id: string) => {
    const row = await runtime.repos.users.get(id);
    if (!row) throw new Error(`no account ${id}`);
    return row;
  };
  const buyer = async (tier: PaidTier) => {
    const verified = await createUser(runtime.repos, { email_verified_at: new Date() });
    const { url } = await createCheckout(deps, verified, tier);
    const completion = fake.completeCheckout(new URL(url).pathname.split('/').at(-1) ?? '');
    return { account: verified, completion };
  };
  return {
    fake,
    runtime,
    deps,
    apply,
    account,
    buyer,
    subscriber: async (tier) => {
      const { account: bought, completion } = await buyer(tier);
      await apply(completion.events);
      return {
        account: await account(bought.id),
        subscriptionId: completion.subscription.id,
        customerId: completion.customer.id,
      };
    },
    close: async () => {
      await runtime.close();
      await database.drop();
      await fake.close();
    },
  };
}
