import { isApiError } from '../api-error.js';
import { CLIENT_MESSAGES } from './client.js';
import { serverSentence } from './server-sentence.js';

/** The analysis detail page (docs/product-rules.md, Errors). */
const ANALYSIS_DETAIL_MESSAGES = {
  authRequired: 'Authentication required',
  notFound: 'Analysis not found',
  failed: 'Failed to load analysis details',
} as const;

export function analysisDetailErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ANALYSIS_DETAIL_MESSAGES.failed;
  if (error.status === 401) return ANALYSIS_DETAIL_MESSAGES.authRequired;
  // The id is not an analysis of this account (or not an id at all): the server says which, we need not.
  if (error.status === 404 || (error.status === 400 && error.code === 'invalid_input')) {
    return ANALYSIS_DETAIL_MESSAGES.notFound;
  }
  if (error.status === 0) return CLIENT_MESSAGES.network;
  return `Failed to load analysis (HTTP ${error.status})`;
}

/** The dashboard's analysis list; the spec only logs its failures, a person is better told. */
export const ANALYSIS_LIST_FAILED = 'Failed to load your analyses. Please try again.';

/** API keys on the Settings tab (docs/product-rules.md, The public API). */
export const API_KEY_MESSAGES = {
  loadFailed: 'Failed to load your API keys. Please try again.',
  createFailed: 'Failed to create the API key. Please try again.',
  revokeFailed: 'Failed to revoke the API key. Please try again.',
  demoReadOnly: 'Demo accounts cannot make API keys. Sign up to use the API.',
} as const;

export function apiKeyErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === 'demo_read_only') return API_KEY_MESSAGES.demoReadOnly;
  return settingsErrorMessage(error, fallback);
}

/** Downloading the account's data, on the Settings tab. */
export const EXPORT_FAILED = 'Your data could not be gathered. Please try again.';

/** Closing the account, on the Settings tab. */
export const CLOSE_ACCOUNT_FAILED = 'Your account could not be deleted. Please try again.';

/** The queue board, offered to administrators on the Settings tab. */
export const QUEUE_BOARD_FAILED = 'The queue board could not be opened. Please try again.';

/** A failed call of the Settings tab: an ended session says so, otherwise the server's sentence. */
export function settingsErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 401) return CLIENT_MESSAGES.session_expired;
  return serverSentence(error) ?? fallback;
}
