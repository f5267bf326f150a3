import { isApiError } from '../api-error.js';
import { CLIENT_MESSAGES } from './client.js';
import { serverSentence } from './server-sentence.js';

/** The Monitors tab of the dashboard, when a call fails without a sentence of the server's. */
export const MONITOR_MESSAGES = {
  loadFailed: 'Failed to load your monitors. Please try again.',
  loadRunsFailed: 'Failed to load the runs of this monitor. Please try again.',
  createFailed: 'The monitor could not be added. Please try again.',
  updateFailed: 'The monitor could not be changed. Please try again.',
  runFailed: 'The run could not be started. Please try again.',
  deleteFailed: 'The monitor could not be deleted. Please try again.',
} as const;

/**
 * A failed monitor call: an ended session says so, otherwise the server's sentence (the plan, limit and
 * busy refusals are worded in request-errors.ts and name the plan's count), else the fallback.
 */
export function monitorErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 401) return CLIENT_MESSAGES.session_expired;
  return serverSentence(error) ?? fallback;
}
