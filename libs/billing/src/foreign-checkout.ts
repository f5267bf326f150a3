import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { isInvalidStripeRequest } from './billing-errors.js';
import { refundLastPayment } from './refund-payment.js';
import { callStripe } from './stripe-calls.js';

const alreadyRefunded = (error: unknown) => {
  const cause = error instanceof Error ? error.cause : undefined;
  return isInvalidStripeRequest(cause) && cause.code === 'charge_already_refunded';
};

/**
 * Gives back a paid email-only checkout that reached an email whose account existed before it (a race
 * past the refusal at checkout): its subscription ends at once and its payment is refunded, so the
 * payer is not charged, now or monthly, for a plan no account received. Each step is skipped once
 * done, so a retried event or a second settlement of the session repeats nothing.
 */
export async function reverseForeignCheckout(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return;
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  if (subscription.status !== 'canceled') {
    await callStripe(() =>
      stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `reverse-checkout-${randomUUID()}` }),
    );
  }
  try {
    await refundLastPayment(stripe, subscriptionId, { checkoutSession: session.id });
  } catch (error) {
    if (!alreadyRefunded(error)) throw error;
  }
}
