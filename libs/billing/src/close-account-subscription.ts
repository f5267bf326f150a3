import type Stripe from 'stripe';
import type { UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import { isInvalidStripeRequest, requireStripe } from './billing-errors.js';

const cancelFailed = (cause: unknown) =>
  new AppError(
    'billing_unavailable',
    'Your subscription could not be cancelled just now, so your account was not deleted. Please try again in a few minutes.',
    { cause },
  );

/**
 * Ends the subscription of an account about to be closed, at once and without a refund (a refund
 * inside the guarantee is asked for from Billing first). Nothing is written here: the account is
 * deleted next, and Stripe's later webhook finds no account to change. A subscription Stripe no longer
 * knows is already ended.
 */
export async function endSubscriptionOfClosingAccount(
  stripe: Stripe | undefined,
  account: Pick<UserRow, 'stripe_subscription_id' | 'subscription_status'>,
): Promise<void> {
  const subscriptionId = account.stripe_subscription_id;
  if (!subscriptionId || account.subscription_status === 'canceled') return;
  const client = requireStripe(stripe);
  try {
    await client.subscriptions.cancel(
      subscriptionId,
      {},
      { idempotencyKey: `close-account-${subscriptionId}` },
    );
  } catch (error) {
    if (isInvalidStripeRequest(error) && error.statusCode === 404) return;
    throw cancelFailed(error);
  }
}
