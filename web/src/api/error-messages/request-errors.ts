import { ANALYSIS_FAILURES, isErrorCode } from '@signpost/contracts';
import type { ErrorCode } from '@signpost/contracts';
import { CLIENT_ERROR_CODES, isApiError } from '../api-error.js';

/** The kinds of failure of the spec's app error (docs/product-rules.md, Errors). */
export type ErrorType = 'network' | 'validation' | 'auth' | 'analysis' | 'payment' | 'unknown';

/** The spec's error-screen titles, by the kind of failure. */
export const ERROR_TITLES = {
  network: 'Connection Problem',
  validation: 'Input Validation Error',
  auth: 'Authentication Issue',
  analysis: 'Analysis Error',
  payment: 'Payment Problem',
  unknown: 'Unexpected Error',
} as const satisfies Record<ErrorType, string>;

/**
 * What the error screen says about a failure: its kind (which picks the title and where 'Continue'
 * leads), the sentence, whether trying the same again can help and whether another step can.
 */
export interface ErrorDescription {
  type: ErrorType;
  title: string;
  message: string;
  code: string | null;
  retryable: boolean;
  recoverable: boolean;
}

interface ServerErrorEntry {
  type: ErrorType;
  retryable: boolean;
  /** Shown when the server's answer carries no sentence of its own. */
  message: string;
}

const TRY_AGAIN_SOON = 'The Signpost service is busy or unavailable. Please try again in a moment.';

/**
 * Every error code the server sends (contracts' error-codes.ts), with the kind of failure it is.
 * The analysis failure codes reuse the server's catalogue sentences.
 */
export const SERVER_ERRORS: Readonly<Record<ErrorCode, ServerErrorEntry>> = {
  bad_request: { type: 'validation', retryable: false, message: 'The request was not understood.' },
  invalid_input: {
    type: 'validation',
    retryable: false,
    message: 'Please check the address and try again.',
  },
  weak_password: {
    type: 'validation',
    retryable: false,
    message: 'Password does not meet security requirements',
  },
  invalid_token: {
    type: 'auth',
    retryable: false,
    message: 'This link has expired or is invalid. Please request a new one.',
  },
  expired_token: {
    type: 'auth',
    retryable: false,
    message: 'This link has expired or is invalid. Please request a new one.',
  },
  validation_too_slow: {
    type: 'validation',
    retryable: false,
    message: 'This file takes too long to check. Shorten its longest lines and try again.',
  },
  no_pages_selected: {
    type: 'validation',
    retryable: false,
    message: 'Select at least one page to generate your llms.txt.',
  },
  unknown_page: {
    type: 'validation',
    retryable: false,
    message: 'A selected page is not part of this analysis. Please review the pages again.',
  },
  address_refused: { type: 'validation', retryable: false, message: ANALYSIS_FAILURES.address_refused },
  unauthorized: { type: 'auth', retryable: false, message: 'Authentication required' },
  invalid_credentials: {
    type: 'auth',
    retryable: false,
    message: 'Invalid email or password. Please check your credentials and try again.',
  },
  wrong_password: {
    type: 'auth',
    retryable: false,
    message: 'That password is not right. Please try again.',
  },
  email_not_verified: {
    type: 'auth',
    retryable: false,
    message: 'Verify your email address before upgrading your plan.',
  },
  demo_read_only: {
    type: 'auth',
    retryable: false,
    message: 'Demo accounts cannot change anything. Sign up to keep your work.',
  },
  admin_only: {
    type: 'auth',
    retryable: false,
    message: 'Only administrators can open this page.',
  },
  api_key_plan_required: {
    type: 'payment',
    retryable: false,
    message: 'API keys come with the Agency & API plan. Upgrade to create one.',
  },
  session_required: {
    type: 'auth',
    retryable: false,
    message: 'Sign in to do this: an API key cannot manage keys or the account.',
  },
  payments_off: {
    type: 'payment',
    retryable: false,
    message: 'Payments are off on this installation: every account already has its plan, without billing.',
  },
  origin_refused: {
    type: 'auth',
    retryable: false,
    message: 'Signpost’s MCP servers answer agents and tools, not pages of another website.',
  },
  api_key_limit_reached: {
    type: 'validation',
    retryable: false,
    message: 'You have reached the number of API keys allowed. Revoke one to make another.',
  },
  llm_file_limit_reached: {
    type: 'validation',
    retryable: false,
    message: 'This analysis has made all the files it can keep. Run a new analysis to make more.',
  },
  plan_required: {
    type: 'payment',
    retryable: false,
    message:
      'Monitors come with the Professional Power and Agency & API plans. Upgrade to keep your llms.txt current.',
  },
  monitor_limit: {
    type: 'payment',
    retryable: false,
    message: 'Your plan monitors no more sites. Delete a monitor, or upgrade to monitor more.',
  },
  monitor_exists: {
    type: 'validation',
    retryable: false,
    message: 'You monitor this site already.',
  },
  monitor_busy: {
    type: 'validation',
    retryable: true,
    message: 'This monitor is running already; its run shows here when it ends.',
  },
  monitor_creation_limit: {
    type: 'payment',
    retryable: false,
    message:
      'You have created as many monitors as your plan allows this billing period. Keep the ones you have, or upgrade to create more.',
  },
  not_found: { type: 'validation', retryable: false, message: 'Analysis not found' },
  analysis_not_completed: {
    type: 'analysis',
    retryable: true,
    message: 'The analysis has not finished yet. Please wait for it to complete.',
  },
  email_taken: {
    type: 'auth',
    retryable: false,
    message: 'An account with this email already exists. Please sign in instead.',
  },
  payload_too_large: {
    type: 'validation',
    retryable: false,
    message: 'Too many pages were sent at once. Please select fewer pages.',
  },
  daily_limit_reached: {
    type: 'payment',
    retryable: false,
    message: 'You have used all of your analyses for today. Upgrade to analyze more sites.',
  },
  plan_limit_reached: {
    type: 'payment',
    retryable: false,
    message: 'You have used all of the analyses of your plan this month. Upgrade to analyze more sites.',
  },
  rate_limited: {
    type: 'unknown',
    retryable: true,
    message: 'Too many requests. Please wait a moment before trying again.',
  },
  internal: { type: 'unknown', retryable: true, message: TRY_AGAIN_SOON },
  render_failed: { type: 'unknown', retryable: true, message: 'Error: Failed to generate llms.txt file' },
  unavailable: { type: 'unknown', retryable: true, message: TRY_AGAIN_SOON },
  billing_unavailable: {
    type: 'payment',
    retryable: false,
    message: 'Payments are not set up on this installation.',
  },
  payment_declined: {
    type: 'payment',
    retryable: false,
    message: 'The payment for the new plan did not go through, so your plan stays as it is.',
  },
  invalid_webhook: {
    type: 'payment',
    retryable: false,
    message: 'The payment notice could not be verified.',
  },
  render_unavailable: { type: 'unknown', retryable: true, message: TRY_AGAIN_SOON },
  site_timeout: { type: 'analysis', retryable: true, message: ANALYSIS_FAILURES.site_timeout },
  site_unreachable: { type: 'analysis', retryable: true, message: ANALYSIS_FAILURES.site_unreachable },
  site_not_found: { type: 'analysis', retryable: false, message: ANALYSIS_FAILURES.site_not_found },
  site_forbidden: { type: 'analysis', retryable: false, message: ANALYSIS_FAILURES.site_forbidden },
  site_rate_limited: { type: 'analysis', retryable: true, message: ANALYSIS_FAILURES.site_rate_limited },
  robots_disallowed: { type: 'analysis', retryable: false, message: ANALYSIS_FAILURES.robots_disallowed },
  no_pages: { type: 'analysis', retryable: false, message: ANALYSIS_FAILURES.no_pages },
  cancelled: { type: 'analysis', retryable: false, message: ANALYSIS_FAILURES.cancelled },
};

export const FALLBACK_REQUEST_MESSAGE = 'Failed to analyze website';

function described(
  type: ErrorType,
  message: string,
  code: string | null,
  retryable: boolean,
): ErrorDescription {
  // Network and unknown failures have no other step to go to; every other kind has
  // (docs/product-rules.md, The journey).
  const recoverable = type !== 'network' && type !== 'unknown';
  return { type, title: ERROR_TITLES[type], message, code, retryable, recoverable };
}

/** The error screen when nothing was recorded to explain it. */
export const UNKNOWN_ERROR: ErrorDescription = described('unknown', 'Something went wrong.', null, true);

export function maxRetriesMessage(maxRetries: number): string {
  return `Maximum retry attempts reached (${maxRetries})`;
}

/** The kind of failure a bare status stands for, when the code is not one of the server's. */
function typeOfStatus(status: number): { type: ErrorType; retryable: boolean } {
  if (status === 0) return { type: 'network', retryable: true };
  if (status === 401 || status === 403) return { type: 'auth', retryable: false };
  if (status === 402) return { type: 'payment', retryable: false };
  if (status === 422) return { type: 'analysis', retryable: true };
  if (status === 408 || status === 429 || status >= 500) return { type: 'unknown', retryable: true };
  if (status >= 400) return { type: 'validation', retryable: false };
  return { type: 'unknown', retryable: true };
}

/** The error screen for a failed request: the kind from the server's code (else its status), its sentence. */
export function describeRequestError(error: unknown): ErrorDescription {
  if (!isApiError(error)) return described('unknown', FALLBACK_REQUEST_MESSAGE, null, true);
  const { status, code } = error;
  const known = isErrorCode(code) ? SERVER_ERRORS[code] : null;
  const kind = known ?? typeOfStatus(status);
  const message =
    code === CLIENT_ERROR_CODES.http
      ? `The Signpost service did not answer properly (HTTP ${status}). Please try again in a moment.`
      : error.message.trim() || (known?.message ?? FALLBACK_REQUEST_MESSAGE);
  return described(kind.type, message, code, kind.retryable);
}

/** The sentence for a server error code, for places that have a code and no sentence. */
export function serverErrorMessage(code: string): string {
  return isErrorCode(code) ? SERVER_ERRORS[code].message : FALLBACK_REQUEST_MESSAGE;
}
