import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { CHECKOUT_MESSAGES, checkoutErrorMessage, upgradeErrorMessage } from './index.js';

const SETUP_FAILED = 'Payment Setup Failed: Unable to create checkout session. Please try again.';

describe('checkoutErrorMessage', () => {
  it('keeps the sentences a person can act on', () => {
    const unverified = new ApiError(403, 'email_not_verified', 'Verify your email address first.');
    expect(checkoutErrorMessage(unverified)).toBe('Verify your email address before upgrading your plan.');
    expect(checkoutErrorMessage(new ApiError(403, 'demo_read_only', 'No.'))).toBe(
      CHECKOUT_MESSAGES.demoReadOnly,
    );
    expect(checkoutErrorMessage(new ApiError(403, 'payments_off', 'Off.'))).toBe(
      CHECKOUT_MESSAGES.paymentsOff,
    );
  });

  it('sends an email that has an account to sign in and buy from it', () => {
    const taken = new ApiError(409, 'email_taken', '');
    expect(checkoutErrorMessage(taken)).toBe(CHECKOUT_MESSAGES.emailHasAccount);
    const worded = new ApiError(409, 'email_taken', 'Sign in and buy the plan from your account.');
    expect(checkoutErrorMessage(worded)).toBe('Sign in and buy the plan from your account.');
  });

  it('says a declined upgrade left the plan as it was, in the server’s words when it sent them', () => {
    const sentence = 'The payment did not go through. Update your card under Manage billing.';
    expect(upgradeErrorMessage(new ApiError(402, 'payment_declined', sentence))).toBe(sentence);
    expect(upgradeErrorMessage(new ApiError(402, 'payment_declined', ''))).toBe(
      CHECKOUT_MESSAGES.paymentDeclined,
    );
  });

  it('asks a signed-out caller to sign in again', () => {
    expect(checkoutErrorMessage(new ApiError(401, 'session_expired', 'x'))).toBe(
      'Session expired. Please sign in again.',
    );
    expect(checkoutErrorMessage(new ApiError(401, 'unauthorized', 'Authentication required'))).toBe(
      'Session expired. Please sign in again.',
    );
  });

  it('words payments not set up and a failing Stripe as the catalogue toast', () => {
    const notSetUp = new ApiError(
      503,
      'billing_unavailable',
      'Payments are not set up on this installation.',
    );
    const stripeDown = new ApiError(503, 'billing_unavailable', 'Unable to create checkout session.');
    expect(checkoutErrorMessage(notSetUp)).toBe(SETUP_FAILED);
    expect(checkoutErrorMessage(stripeDown)).toBe(SETUP_FAILED);
  });

  it('words network failures, bare statuses and strangers as the catalogue toast', () => {
    expect(checkoutErrorMessage(new ApiError(0, 'network', 'Network connection problem.'))).toBe(
      SETUP_FAILED,
    );
    expect(checkoutErrorMessage(new ApiError(502, 'http_error', 'HTTP 502'))).toBe(SETUP_FAILED);
    expect(checkoutErrorMessage(new Error('boom'))).toBe(SETUP_FAILED);
  });

  it("keeps the server's sentence for a refusal for rate, which says when to try again", () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many requests. Try again in a minute.');
    expect(checkoutErrorMessage(limited)).toBe('Too many requests. Try again in a minute.');
  });
});
