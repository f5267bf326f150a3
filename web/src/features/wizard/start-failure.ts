import { isApiError } from '../../api/api-error.js';
import { describeRequestError } from '../../api/error-messages.js';
import type { WizardAction } from './wizard-reducer.js';

/** A refused start: the server's limit answer opens the limit panel, anything else the error screen. */
export function startFailureAction(error: unknown): WizardAction {
  if (isApiError(error) && error.status === 429) {
    return { type: 'daily-limit-reached', notice: { message: error.message, resetAt: error.resetAt } };
  }
  return { type: 'error-occurred', error: describeRequestError(error) };
}
