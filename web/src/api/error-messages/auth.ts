import { INVALID_EMAIL_MESSAGE } from '@signpost/contracts';
import { isApiError } from '../api-error.js';
import {
  hasCode,
  isNetworkFailure,
  isRateLimited,
  rateLimitSentence,
  saysInText,
  serverSentence,
} from './server-sentence.js';

/*
 * The account screens' failures (docs/product-rules.md, Errors). Sign-in never learns whether an email
 * exists (docs/product-rules.md, Accounts and sessions), so the catalogue's 'No account found' sentence
 * has no case here.
 */

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_EMAIL = INVALID_EMAIL_MESSAGE;
export const MISSING_PASSWORD = 'Please enter your password';

export function signUpErrorMessage(error: unknown): string {
  if (isRateLimited(error) || saysInText(error, 'too many registration attempts')) {
    return 'Too many registration attempts. Please wait a few minutes and try again.';
  }
  if (hasCode(error, 'email_taken') || saysInText(error, 'email already exists', 'already registered')) {
    return 'An account with this email already exists. Please sign in instead.';
  }
  if (hasCode(error, 'weak_password')) return 'Password does not meet security requirements';
  return serverSentence(error) ?? 'Signup failed';
}

/** Sign-in and 'Try Demo Mode'. */
export function signInErrorMessage(error: unknown): string {
  if (isRateLimited(error)) {
    return 'Too many login attempts. Please wait a few minutes and try again.';
  }
  if (hasCode(error, 'invalid_credentials', 'unauthorized')) {
    return 'Invalid email or password. Please check your credentials and try again.';
  }
  return serverSentence(error) ?? 'Login failed';
}

const AUTH_NETWORK_ERROR = 'Network error. Please try again.';

/*
 * For the mail-sending calls a refusal for rate keeps the server's sentence: it says when to try
 * again, which the catalogue's generic failure would hide.
 */

export function forgotPasswordErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return AUTH_NETWORK_ERROR;
  if (isRateLimited(error)) return rateLimitSentence(error);
  return 'Failed to send password reset email';
}

export const FIX_PASSWORD_REQUIREMENTS = 'Please fix password requirements before continuing';

export function resetPasswordErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return AUTH_NETWORK_ERROR;
  if (hasCode(error, 'invalid_token', 'expired_token')) {
    return 'Reset link has expired or is invalid. Please request a new password reset.';
  }
  if (hasCode(error, 'weak_password')) return FIX_PASSWORD_REQUIREMENTS;
  if (isRateLimited(error)) return rateLimitSentence(error);
  return 'Failed to reset password';
}

export function verifyEmailErrorMessage(error: unknown): string {
  if (hasCode(error, 'invalid_token', 'expired_token')) {
    return 'This verification link has expired or is invalid. Please request a new verification email.';
  }
  if (!isApiError(error) || error.status === 0) return 'An error occurred during verification';
  return serverSentence(error) ?? 'Verification failed';
}

export const RESEND_VERIFICATION_FAILURES = {
  noEmail: 'No email address found. Please sign up again.',
  failed: 'Failed to resend verification email. Please try again.',
  /** The button's short form of the failure, next to its 'Email sent!' success. */
  failedShort: 'Failed to resend email',
  sent: 'Email sent!',
} as const;

export const NO_VERIFICATION_TOKEN = 'No verification token provided';

export function resendVerificationErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return serverSentence(error) ?? RESEND_VERIFICATION_FAILURES.failed;
  return RESEND_VERIFICATION_FAILURES.failed;
}
