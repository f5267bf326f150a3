import { isApiError } from '../api-error.js';
import { CLIENT_MESSAGES } from './client.js';
import { isRateLimited, rateLimitSentence, serverSentence } from './server-sentence.js';

/*
 * Buying a plan (docs/product-rules.md, Errors). The refusals a person can act on
 * keep their own sentence; anything else about checkout, including payments not being set up and
 * Stripe failing, reads as the catalogue's one checkout toast.
 */

export const CHECKOUT_MESSAGES = {
  failed: 'Payment Setup Failed: Unable to create checkout session. Please try again.',
  emailNotVerified: 'Verify your email address before upgrading your plan.',
  demoReadOnly: 'Demo accounts cannot buy a plan. Sign up to upgrade.',
  paymentsNotSetUp: 'Payments are not set up on this installation.',
  /** A self-hosted installation (SELF_HOSTED_PLAN) gives every account one plan and sells nothing. */
  paymentsOff: 'Payments are off on this installation: every account has its plan without billing.',
  emailRequired: 'Email Required: Please provide your email to continue.',
  /** An email-only checkout for an email with an account: the account buys, signed in. */
  emailHasAccount: 'This email already has a Signpost account. Sign in and buy the plan from your account.',
  /** An upgrade whose payment was declined leaves the plan as it was. */
  paymentDeclined: 'The payment for the new plan did not go through, so your plan stays as it is.',
} as const;

/**
 * The catalogue's fallbacks when a checkout call answers without a sentence (docs/product-rules.md, Errors).
 */
export const CHECKOUT_FALLBACKS = {
  checkout: 'Failed to create checkout session',
  upgrade: 'Failed to create upgrade session',
  solo: 'Failed to create solo checkout session',
  portal: 'Failed to create portal session',
  startUpgrade: 'Failed to start upgrade process',
  startPurchase: 'Failed to start purchase process',
} as const;

export function checkoutErrorMessage(error: unknown): string {
  if (!isApiError(error)) return CHECKOUT_MESSAGES.failed;
  if (error.code === 'email_not_verified') return CHECKOUT_MESSAGES.emailNotVerified;
  if (error.code === 'demo_read_only') return CHECKOUT_MESSAGES.demoReadOnly;
  if (error.code === 'payments_off') return CHECKOUT_MESSAGES.paymentsOff;
  if (error.code === 'email_taken') return serverSentence(error) || CHECKOUT_MESSAGES.emailHasAccount;
  if (error.code === 'payment_declined') return serverSentence(error) || CHECKOUT_MESSAGES.paymentDeclined;
  if (error.status === 401) return CLIENT_MESSAGES.session_expired;
  if (isRateLimited(error)) return rateLimitSentence(error);
  return CHECKOUT_MESSAGES.failed;
}

/** Moving a subscriber up in place: the catalogue's upgrade alert unless the refusal is actionable. */
export function upgradeErrorMessage(error: unknown): string {
  const message = checkoutErrorMessage(error);
  return message === CHECKOUT_MESSAGES.failed ? 'Failed to upgrade. Please try again later.' : message;
}

/** Managing a subscription from the dashboard's Billing tab (docs/product-rules.md, Errors). */
export const BILLING_MESSAGES = {
  refundFailed: 'Failed to process refund',
  cancelFailed: 'Cancellation failed',
  portalFailed: 'Failed to open billing portal',
  statusFailed: 'Failed to get subscription status',
  upgraded: 'Your plan has been upgraded.',
} as const;

/** The server's own sentence for a refused refund or cancellation, else the catalogue's fallback. */
export function billingErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 401) return CLIENT_MESSAGES.session_expired;
  return serverSentence(error) ?? fallback;
}
