import type Stripe from 'stripe';
import { AppError } from '@signpost/errors';

/** Without STRIPE_SECRET_KEY everything works but payments (docs/product-rules.md, Billing). */
export const billingNotSetUp = () =>
  new AppError('billing_unavailable', 'Payments are not set up on this Signpost installation.');

/**
 * A self-hosted installation (SELF_HOSTED_PLAN) sells nothing, even with Stripe's settings: every
 * account has the installation's plan already (docs/product-rules.md, Billing).
 */
export const paymentsOff = (planName: string) =>
  new AppError(
    'payments_off',
    `Payments are off on this installation: every account has the ${planName} plan without billing.`,
  );

/** The Stripe client, or billing_unavailable when this installation has no secret key. */
export function requireStripe(stripe: Stripe | undefined): Stripe {
  if (!stripe) throw billingNotSetUp();
  return stripe;
}

/**
 * Stripe refused the request as invalid (a 4xx such as an unknown id). Read from the error's `type`,
 * which Stripe sets on every error, so that checking does not load the SDK.
 */
export const isInvalidStripeRequest = (error: unknown): error is Stripe.errors.StripeInvalidRequestError =>
  error instanceof Error && (error as { type?: unknown }).type === 'StripeInvalidRequestError';

/** Stripe failed or did not answer in time: nothing was charged or changed. */
export const paymentProviderDown = (cause: unknown) =>
  new AppError('billing_unavailable', 'Unable to create checkout session. Please try again.', { cause });

/** Billing calls about a subscription the account does not have. */
export const noSubscription = () => new AppError('not_found', 'This account has no subscription to manage.');
