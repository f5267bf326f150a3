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
