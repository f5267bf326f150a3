import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { PlanCatalogue } from '@signpost/contracts';
import type { BillingConfig } from '@signpost/config';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import { createCheckout } from './checkout.js';
import { PAID_TIERS, priceOfTier, type PaidTier } from './plan-prices.js';
import { callStripe } from './stripe-calls.js';
import { planFromSubscription } from './subscription-plan.js';

export interface UpgradeDeps {
  stripe: Stripe;
  repos: Repositories;
  prices: BillingConfig['prices'];
  plans: PlanCatalogue;
  publicUrl: string;
}

const unpaid = () =>
  new AppError(
    'payment_declined',
    'The payment for the new plan did not go through, so your plan stays as it is. Update your card under Manage billing: the new plan starts once the payment is collected.',
  );

/**
 * Moves an account to a higher plan. A subscriber's subscription changes price in place, invoicing
 * the difference now as a pending update: Stripe applies the new price only once that invoice is
 * paid, so a declined card leaves the plan as it was (the webhook raises it if a retry collects the
 * payment later). Anyone else goes to checkout. Each change has an idempotency key of its own, so a
 * later upgrade never replays an earlier one's answer.
 */
export async function upgrade(
  deps: UpgradeDeps,
  account: UserRow,
  target: PaidTier,
): Promise<{ url?: string; success: boolean }> {
  const current = account.tier === 'starter' ? -1 : PAID_TIERS.indexOf(account.tier);
  if (PAID_TIERS.indexOf(target) <= current) {
    throw new AppError('bad_request', 'Choose a plan above your current one.');
  }
  const subscriptionId = account.stripe_subscription_id;
  if (account.tier === 'starter' || !subscriptionId) {
    return { ...(await createCheckout(deps, account, target)), success: true };
  }
  if (account.email_verified_at === null) {
    throw new AppError('email_not_verified', 'Verify your email address before upgrading your plan.');
  }
  const price = priceOfTier(deps.prices, target);
  if (!price)
    throw new AppError('billing_unavailable', `The ${target} plan is not for sale on this installation.`);
  const { stripe } = deps;
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  const item = subscription.items.data[0];
  if (!item) throw new AppError('billing_unavailable', 'Unable to create upgrade session. Please try again.');
  const updated = await callStripe(() =>
    stripe.subscriptions.update(
      subscriptionId,
      {
        items: [{ id: item.id, price }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      },
      { idempotencyKey: `upgrade-${subscriptionId}-${randomUUID()}` },
    ),
  );
  if (updated.pending_update) throw unpaid();
  await deps.repos.users.applySubscription(account.id, planFromSubscription(account, updated, deps));
  return { success: true };
}
