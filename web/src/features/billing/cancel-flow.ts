/** The cancel dialog's steps (docs/product-rules.md, Billing): confirm, an optional reason, complete. */
export type CancelStep = 'confirm' | 'reason' | 'complete';

export interface CancelFlow {
  step: CancelStep;
  /** The cancellation call is on its way; the reason step stays, disabled. */
  submitting: boolean;
  error: string | null;
}

export type CancelEvent =
  { type: 'proceed' } | { type: 'submit' } | { type: 'failed'; message: string } | { type: 'cancelled' };

export const CANCEL_START: CancelFlow = { step: 'confirm', submitting: false, error: null };

/** The success callback fires this long after the complete step shows (docs/product-rules.md, Billing). */
export const CANCEL_CALLBACK_DELAY_MS = 3_000;

/** Events that do not fit the current step are ignored, so a double click cannot skip a step. */
export function cancelFlow(state: CancelFlow, event: CancelEvent): CancelFlow {
  switch (event.type) {
    case 'proceed':
      return state.step === 'confirm' ? { ...state, step: 'reason' } : state;
    case 'submit':
      return state.step === 'reason' && !state.submitting
        ? { ...state, submitting: true, error: null }
        : state;
    case 'failed':
      return state.submitting ? { ...state, submitting: false, error: event.message } : state;
    case 'cancelled':
      return state.submitting ? { step: 'complete', submitting: false, error: null } : state;
  }
}
