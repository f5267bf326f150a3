import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error.js';
import { BILLING_MESSAGES, billingErrorMessage, CHECKOUT_MESSAGES, upgradeErrorMessage } from './index.js';

describe('billingErrorMessage', () => {
  it("keeps the server's sentence for a refused refund or cancellation", () => {
    const refused = new ApiError(409, 'conflict', 'The guarantee period has ended.');
    expect(billingErrorMessage(refused, BILLING_MESSAGES.refundFailed)).toBe(
      'The guarantee period has ended.',
    );
  });

  it('falls back to the catalogue when no sentence came', () => {
    const bare = new ApiError(500, CLIENT_ERROR_CODES.http, 'HTTP 500');
    expect(billingErrorMessage(bare, BILLING_MESSAGES.cancelFailed)).toBe('Cancellation failed');
    expect(billingErrorMessage(new Error('boom'), BILLING_MESSAGES.refundFailed)).toBe(
      'Failed to process refund',
    );
  });
});

describe('upgradeErrorMessage', () => {
  it('uses the upgrade alert where checkout would say its own failure, and keeps actionable refusals', () => {
    expect(upgradeErrorMessage(new ApiError(503, 'billing_unavailable', 'x'))).toBe(
      'Failed to upgrade. Please try again later.',
    );
    expect(upgradeErrorMessage(new ApiError(403, 'email_not_verified', 'x'))).toBe(
      CHECKOUT_MESSAGES.emailNotVerified,
    );
  });
});
