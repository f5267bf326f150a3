import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import { paymentProviderDown } from './billing-errors.js';
import { priceOfTier, type PaidTier } from './plan-prices.js';
import { callStripe } from './stripe-calls.js';
import type { BillingConfig } from '@signpost/config';

export interface CheckoutDeps {
  stripe: Stripe;
  repos: Repositories;
  prices: BillingConfig['prices'];
  publicUrl: string;
}

/** The account's Stripe customer, made once (the idempotency key makes a retried call return it). */
async function customerOf(deps: CheckoutDeps, account: UserRow): Promise<string> {
  if (account.stripe_customer_id) return account.stripe_customer_id;
  const customer = await callStripe(() =>
    deps.stripe.customers.create(
      { email: account.email, metadata: { userId: account.id } },
      { idempotencyKey: `customer-${account.id}` },
    ),
  );
  await deps.repos.users.setStripeCustomer(account.id, customer.id);
  return customer.id;
}

/**
 * A Checkout Session for a paid plan, returning the URL to send the browser to. Nothing about the plan
 * changes here: Stripe's webhook does that once the payment succeeds.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  account: UserRow,
  tier: PaidTier,
): Promise<{ url: string }> {
  if (account.is_demo)
    throw new AppError('demo_read_only', 'Demo accounts cannot buy a plan. Sign up to upgrade.');
  if (account.email_verified_at === null) {
    throw new AppError('email_not_verified', 'Verify your email address before upgrading your plan.');
  }
  const price = priceOfTier(deps.prices, tier);
  if (!price)
    throw new AppError('billing_unavailable', `The ${tier} plan is not for sale on this installation.`);
  const customer = await customerOf(deps, account);
  const session = await callStripe(() =>
    deps.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: account.id,
        line_items: [{ price, quantity: 1 }],
        metadata: { userId: account.id, tier },
        subscription_data: { metadata: { userId: account.id, tier } },
        success_url: `${deps.publicUrl}/dashboard?tab=billing&checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${deps.publicUrl}/pricing?checkout=cancelled`,
      },
      // One key per request: the SDK's own retries of this call reuse it, so no double session.
      { idempotencyKey: `checkout-${account.id}-${randomUUID()}` },
    ),
  );
  if (!session.url) throw paymentProviderDown(new Error('Stripe returned a session without a URL'));
  return { url: session.url };
}
