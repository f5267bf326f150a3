import { isApiError } from '../../../api/api-error.js';
import { parseTier } from '../../plans/plan-catalogue.js';
import { describeRequestError } from '../../../api/error-messages/index.js';
import type { WorkflowEvent } from '../workflow/workflow-events.js';

/** A refused start: the server's limit answer opens the limit dialog, anything else the error screen. */
export function startFailureAction(error: unknown): WorkflowEvent {
  if (isApiError(error) && error.status === 429) {
    return {
      type: 'daily-limit-reached',
      notice: {
        message: error.message,
        resetAt: error.resetAt,
        suggestedUpgrade: parseTier(error.suggestedUpgrade),
      },
    };
  }
  return { type: 'error-occurred', error: describeRequestError(error) };
}
