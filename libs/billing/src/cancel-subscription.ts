import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { PlanCatalogue } from '@signpost/contracts';
import type { BillingConfig } from '@signpost/config';
import type { Repositories, UserRow } from '@signpost/db';
import { noSubscription } from './billing-errors.js';
import { refundEligibility } from './refund-eligibility.js';
import { refundLastPayment } from './refund-payment.js';
import { callStripe } from './stripe-calls.js';
import { writePlan } from './subscription-plan.js';

export interface CancelDeps {
  stripe: Stripe;
  repos: Repositories;
  prices: BillingConfig['prices'];
  plans: PlanCatalogue;
}

/**
 * Ends the subscription at once and refunds its last payment, as the account's one money-back refund:
 * claimed first, so two requests cannot both refund, and given back if Stripe did not do it.
 */
async function cancelWithRefund(deps: CancelDeps, account: UserRow, subscriptionId: string) {
  const { stripe, repos } = deps;
  try {
    const subscription = await callStripe(() =>
      stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${randomUUID()}` }),
    );
    await refundLastPayment(stripe, subscriptionId, { userId: account.id });
    return subscription;
  } catch (error) {
    await repos.users.releaseMoneyBackRefund(account.id);
    throw error;
  }
}

/**
 * Cancels the account's subscription. Inside the money-back guarantee, with a refund asked for, it
 * ends now, the last payment is refunded and the account drops to starter; otherwise it ends with the
 * billing period. The plan is written at once from Stripe's own answer, through the same function the
 * webhook uses, so the later webhook changes nothing. Each call to Stripe has a key of its own: a key
 * reused by a later request would replay this one's answer, stale by then.
 */
export async function cancelSubscription(
  deps: CancelDeps,
  account: UserRow,
  request: { processRefund: boolean; reason?: string | undefined },
): Promise<{ success: true; message: string }> {
  const subscriptionId = account.stripe_subscription_id;
  if (!subscriptionId || account.tier === 'starter') throw noSubscription();
  const { stripe, repos } = deps;
  const refund =
    request.processRefund &&
    (await refundEligibility(stripe, account)).eligible &&
    (await repos.users.claimMoneyBackRefund(account.id));
  const metadata = { cancel_reason: request.reason ?? '' };
  const subscription = refund
    ? await cancelWithRefund(deps, account, subscriptionId)
    : await callStripe(() =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true, metadata },
          { idempotencyKey: `cancel-at-period-end-${randomUUID()}` },
        ),
      );
  await writePlan(repos, account, subscription, deps);
  return {
    success: true,
    message: refund
      ? 'Your subscription is cancelled and your last payment refunded; it arrives in 5-7 business days.'
      : 'Your subscription will end at the close of the current billing period.',
  };
}
