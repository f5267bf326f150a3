import { CLIENT_ERROR_CODES, isApiError } from '../../api/api-error.js';
import type { WizardError } from '../wizard/wizard-state.js';

/** The spec's error-screen titles (§8), by the kind of failure. */
export const ERROR_TITLES = {
  network: 'Connection Problem',
  validation: 'Input Validation Error',
  auth: 'Authentication Issue',
  analysis: 'Analysis Error',
  payment: 'Payment Problem',
  unknown: 'Unexpected Error',
} as const;

export const FALLBACK_REQUEST_MESSAGE = 'Failed to analyze website';

/** What the error screen says about a failed request, and whether trying again can help. */
export function describeRequestError(error: unknown): WizardError {
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
