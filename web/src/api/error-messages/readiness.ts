import { CLIENT_ERROR_CODES, isApiError } from '../api-error.js';
import { CLIENT_MESSAGES } from './client.js';
import { serverSentence } from './server-sentence.js';

/** The agent-readiness report's failures, when the server sent no sentence of its own. */
export const READINESS_MESSAGES = {
  checkFailed: 'The readiness check failed. Please try again.',
  reportNotFound:
    'No report has that address. Shared reports are kept for 30 days: check the site again for a new one.',
  loadFailed: 'The report could not be loaded. Please try again.',
} as const;

/** No answer arrived: a slow site (the check waits on it) reads differently from a dropped connection. */
function noAnswerMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 0) return null;
  return error.code === CLIENT_ERROR_CODES.timeout ? CLIENT_MESSAGES.timeout : CLIENT_MESSAGES.network;
}

/**
 * A failed check: the daily limit and a refused address (`daily_limit_reached`, `address_refused`,
 * `invalid_input`) carry the server's own sentence, which says what to do; no answer says so.
 */
export function readinessCheckErrorMessage(error: unknown): string {
  return noAnswerMessage(error) ?? serverSentence(error) ?? READINESS_MESSAGES.checkFailed;
}

/** A shared report that could not be read: an unknown or malformed id reads as "no such report". */
export function sharedReportErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return READINESS_MESSAGES.reportNotFound;
  }
  return noAnswerMessage(error) ?? serverSentence(error) ?? READINESS_MESSAGES.loadFailed;
}
