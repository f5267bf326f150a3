import { CLIENT_ERROR_CODES } from '../api-error.js';
import type { ClientErrorCode } from '../api-error.js';

/* Failures found in the browser before any server sentence: no answer, a late or unreadable one. */

export const NETWORK_PROBLEM =
  'Network connection problem. Please check your internet connection and try again.';

export const CLIENT_MESSAGES = {
  network: NETWORK_PROBLEM,
  timeout: 'The server took too long to answer. Please try again in a moment.',
  invalid_response: 'The server sent an answer this page does not understand. Please reload and try again.',
  response_too_large:
    'The server sent more data than this page can handle. Please try again with fewer pages.',
  session_expired: 'Session expired. Please sign in again.',
} as const satisfies Record<Exclude<ClientErrorCode, 'http_error'>, string>;

/**
 * The message of a failure found in the browser; a bare HTTP failure is 'HTTP {status}'
 * (docs/product-rules.md, Errors).
 */
export function clientErrorMessage(code: ClientErrorCode, status: number): string {
  return code === CLIENT_ERROR_CODES.http ? `HTTP ${status}` : CLIENT_MESSAGES[code];
}
