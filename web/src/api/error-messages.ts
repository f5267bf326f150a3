import { ANALYSIS_FAILURES, isAnalysisFailureCode } from '@signpost/contracts';
import { CLIENT_ERROR_CODES, isApiError } from './api-error.js';
import type { ClientErrorCode } from './api-error.js';

/*
 * Every sentence the web shows for a failure: the error catalogues of analysis-journey.md §8 and
 * accounts-billing.md §8. Where a sentence is also the server's word for a failure code, it is taken
 * from contracts' ANALYSIS_FAILURES, so the page and the stored analysis never word one failure twice.
 */

const NETWORK_PROBLEM = 'Network connection problem. Please check your internet connection and try again.';

/** The analysis catalogue for free text, checked in order: the first keyword found picks the sentence. */
const KEYWORD_MESSAGES: readonly { keywords: readonly string[]; message: string }[] = [
  { keywords: ['timeout', 'timed out'], message: ANALYSIS_FAILURES.site_timeout },
  { keywords: ['network', 'fetch'], message: NETWORK_PROBLEM },
  { keywords: ['404', 'not found'], message: ANALYSIS_FAILURES.site_not_found },
  { keywords: ['403', 'forbidden'], message: ANALYSIS_FAILURES.site_forbidden },
  { keywords: ['rate limit'], message: 'Too many requests. Please wait a moment before trying again.' },
  {
    keywords: ['sitemap'],
    message:
      "Unable to find or parse the website's sitemap. The site might not have public content to analyze.",
  },
];

export const UNEXPECTED_ANALYSIS_ERROR = ANALYSIS_FAILURES.internal;
export const ANALYSIS_FAILED_UNEXPECTEDLY = 'Analysis failed unexpectedly';

/** The server's sentence for an analysis failure code; a code newer than this page is read as text. */
export function analysisFailureMessage(code: string): string {
  return isAnalysisFailureCode(code) ? ANALYSIS_FAILURES[code] : analysisErrorMessage(code);
}

/**
 * Maps free error text to the catalogue. Code-like words match too (`site_not_found` reads as
 * "site not found"); an unmatched sentence is shown as it is, an unmatched single word is not, as a
 * bare code would mean nothing to people.
 */
export function analysisErrorMessage(errorText: string): string {
  const text = errorText.trim();
  const haystack = text.toLowerCase().replace(/[_-]+/g, ' ');
  const match = KEYWORD_MESSAGES.find(({ keywords }) =>
    keywords.some((keyword) => haystack.includes(keyword)),
  );
  if (match) return match.message;
  return /\s/.test(text) ? text : UNEXPECTED_ANALYSIS_ERROR;
}

/** The sentence for a failed analysis record: the server's own message first, then its error code. */
export function failedAnalysisMessage(record: { error: string | null; message: string | null }): string {
  const message = record.message?.trim();
  if (message) return message;
  const error = record.error?.trim();
  if (error) return analysisFailureMessage(error);
  return ANALYSIS_FAILED_UNEXPECTEDLY;
}

const CLIENT_MESSAGES = {
  network: NETWORK_PROBLEM,
  timeout: 'The server took too long to answer. Please try again in a moment.',
  invalid_response: 'The server sent an answer this page does not understand. Please reload and try again.',
  response_too_large:
    'The server sent more data than this page can handle. Please try again with fewer pages.',
  session_expired: 'Session expired. Please sign in again.',
} as const satisfies Record<Exclude<ClientErrorCode, 'http_error'>, string>;

/** The message of a failure found in the browser; a bare HTTP failure is 'HTTP {status}' (spec §8). */
export function clientErrorMessage(code: ClientErrorCode, status: number): string {
  return code === CLIENT_ERROR_CODES.http ? `HTTP ${status}` : CLIENT_MESSAGES[code];
}

/** The spec's error-screen titles, by the kind of failure. */
export const ERROR_TITLES = {
  network: 'Connection Problem',
  validation: 'Input Validation Error',
  auth: 'Authentication Issue',
  analysis: 'Analysis Error',
  payment: 'Payment Problem',
  unknown: 'Unexpected Error',
} as const;

/** What the error screen says about a failure, and whether trying again can help. */
export interface ErrorDescription {
  title: string;
  message: string;
  retryable: boolean;
}

export const FALLBACK_REQUEST_MESSAGE = 'Failed to analyze website';

/** The error screen when nothing was recorded to explain it. */
export const UNKNOWN_ERROR: ErrorDescription = {
  title: ERROR_TITLES.unknown,
  message: 'Something went wrong.',
  retryable: true,
};

export function maxRetriesMessage(maxRetries: number): string {
  return `Maximum retry attempts reached (${maxRetries})`;
}

/** The error screen for a failed request: its title by status, the server's sentence as message. */
export function describeRequestError(error: unknown): ErrorDescription {
  if (!isApiError(error)) {
    return { title: ERROR_TITLES.unknown, message: FALLBACK_REQUEST_MESSAGE, retryable: true };
  }
  const { status, code } = error;
  const message =
    code === CLIENT_ERROR_CODES.http
      ? `The Signpost service did not answer properly (HTTP ${status}). Please try again in a moment.`
      : error.message;

  if (status === 0) return { title: ERROR_TITLES.network, message, retryable: true };
  if (status === 401 || status === 403) return { title: ERROR_TITLES.auth, message, retryable: false };
  if (status === 402) return { title: ERROR_TITLES.payment, message, retryable: false };
  if (status === 422) return { title: ERROR_TITLES.analysis, message, retryable: true };
  if (status === 408 || status === 429 || status >= 500)
    return { title: ERROR_TITLES.unknown, message, retryable: true };
  if (status >= 400) return { title: ERROR_TITLES.validation, message, retryable: false };
  return { title: ERROR_TITLES.unknown, message, retryable: true };
}

const VALIDATION_FAILED = 'Validation failed. Please try again.';

/** The validator's failure sentences (accounts-billing.md §8). */
export function validationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VALIDATION_FAILED;
  if (error.status === 0 && error.code === CLIENT_ERROR_CODES.network) {
    return 'Network error. Please check your connection and try again.';
  }
  if (error.status === 429) {
    const resetAt = error.resetAt === null ? null : new Date(error.resetAt);
    if (resetAt === null || Number.isNaN(resetAt.getTime())) return 'Please try again later.';
    const when = resetAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    return `Rate limit exceeded: ${error.message.replace(/\.+$/, '')}. Try again after ${when}`;
  }
  if (error.code === CLIENT_ERROR_CODES.http || error.code === CLIENT_ERROR_CODES.invalidResponse) {
    return VALIDATION_FAILED;
  }
  return error.message;
}

/** Fixed sentences for failures inside the wizard's steps (spec §8 where it words them). */
export const STEP_FAILURES = {
  pollInterrupted: 'We lost contact with Signpost for a moment. Still trying…',
  generate: 'Error: Failed to generate llms.txt file',
  fileFetch: 'Failed to fetch file data',
  copy: 'Copy failed: Failed to copy content to clipboard.',
} as const;

/*
 * The account screens' failures (accounts-billing.md §8). Sign-in never learns whether an email
 * exists (decisions.md), so the catalogue's 'No account found' sentence has no case here.
 */

/** A sentence the server wrote for people; a bare status or an unreadable answer is not one. */
function serverSentence(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { code } = error;
  if (code === CLIENT_ERROR_CODES.http || code === CLIENT_ERROR_CODES.invalidResponse) return null;
  return error.message;
}

function mentions(error: unknown, ...phrases: string[]): boolean {
  if (!isApiError(error)) return false;
  const text = `${error.code} ${error.message}`.toLowerCase();
  return phrases.some((phrase) => text.includes(phrase));
}

const isRateLimited = (error: unknown) => isApiError(error) && error.status === 429;
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const MISSING_PASSWORD = 'Please enter your password';

export function signUpErrorMessage(error: unknown): string {
  if (isRateLimited(error) || mentions(error, 'too many registration attempts')) {
    return 'Too many registration attempts. Please wait a few minutes and try again.';
  }
  if (mentions(error, 'email_taken', 'email already exists', 'already registered')) {
    return 'An account with this email already exists. Please sign in instead.';
  }
  if (mentions(error, 'weak_password')) return 'Password does not meet security requirements';
  return serverSentence(error) ?? 'Signup failed';
}

/** Sign-in and 'Try Demo Mode'. */
export function signInErrorMessage(error: unknown): string {
  if (isRateLimited(error) || mentions(error, 'too many login attempts')) {
    return 'Too many login attempts. Please wait a few minutes and try again.';
  }
  if (mentions(error, 'invalid_credentials', 'invalid credentials', 'unauthorized')) {
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
  if (isRateLimited(error)) return serverSentence(error) ?? 'Please try again later.';
  return 'Failed to send password reset email';
}

export const FIX_PASSWORD_REQUIREMENTS = 'Please fix password requirements before continuing';

export function resetPasswordErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return AUTH_NETWORK_ERROR;
  if (mentions(error, 'invalid_token', 'expired_token')) {
    return 'Reset link has expired or is invalid. Please request a new password reset.';
  }
  if (mentions(error, 'weak_password')) return FIX_PASSWORD_REQUIREMENTS;
  if (isRateLimited(error)) return serverSentence(error) ?? 'Please try again later.';
  return 'Failed to reset password';
}

export function verifyEmailErrorMessage(error: unknown): string {
  if (mentions(error, 'invalid_token', 'expired_token', 'invalid or expired verification token')) {
    return 'This verification link has expired or is invalid. Please request a new verification email.';
  }
  if (!isApiError(error) || error.status === 0) return 'An error occurred during verification';
  return serverSentence(error) ?? 'Verification failed';
}

export const RESEND_VERIFICATION_FAILURES = {
  noEmail: 'No email address found. Please sign up again.',
  failed: 'Failed to resend verification email. Please try again.',
} as const;

export function resendVerificationErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return serverSentence(error) ?? RESEND_VERIFICATION_FAILURES.failed;
  return RESEND_VERIFICATION_FAILURES.failed;
}

/*
 * Buying a plan (analysis-journey.md §8, accounts-billing.md §8). The refusals a person can act on
 * keep their own sentence; anything else about checkout, including payments not being set up and
 * Stripe failing, reads as the catalogue's one checkout toast.
 */

export const CHECKOUT_MESSAGES = {
  failed: 'Payment Setup Failed: Unable to create checkout session. Please try again.',
  emailNotVerified: 'Verify your email address before upgrading your plan.',
  demoReadOnly: 'Demo accounts cannot buy a plan. Sign up to upgrade.',
  paymentsNotSetUp: 'Payments are not set up on this installation.',
} as const;

export function checkoutErrorMessage(error: unknown): string {
  if (!isApiError(error)) return CHECKOUT_MESSAGES.failed;
  if (error.code === 'email_not_verified') return CHECKOUT_MESSAGES.emailNotVerified;
  if (error.code === 'demo_read_only') return CHECKOUT_MESSAGES.demoReadOnly;
  if (error.status === 401) return CLIENT_MESSAGES.session_expired;
  if (isRateLimited(error)) return serverSentence(error) ?? 'Please try again later.';
  return CHECKOUT_MESSAGES.failed;
}

/** Moving a subscriber up in place: the catalogue's upgrade alert unless the refusal is actionable. */
export function upgradeErrorMessage(error: unknown): string {
  const message = checkoutErrorMessage(error);
  return message === CHECKOUT_MESSAGES.failed ? 'Failed to upgrade. Please try again later.' : message;
}

/** Managing a subscription from the dashboard's Billing tab (accounts-billing.md §8). */
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
