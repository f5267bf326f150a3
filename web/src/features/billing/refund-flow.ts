/** The refund dialog's steps (docs/product-rules.md, Billing): confirm, processing, then success. */
export type RefundStep = 'confirm' | 'processing' | 'success';

export interface RefundFlow {
  step: RefundStep;
  /** Why the last attempt failed, shown on the confirm step it returns to. */
  error: string | null;
}

export type RefundEvent = { type: 'submit' } | { type: 'failed'; message: string } | { type: 'refunded' };

export const REFUND_START: RefundFlow = { step: 'confirm', error: null };

/**
 * The dialog closes itself and the plan is read again this long after success
 * (docs/product-rules.md, Billing).
 */
export const REFUND_CLOSE_DELAY_MS = 3_000;

/** Events that do not fit the current step are ignored, so a double click cannot refund twice. */
export function refundFlow(state: RefundFlow, event: RefundEvent): RefundFlow {
  switch (event.type) {
    case 'submit':
      return state.step === 'confirm' ? { step: 'processing', error: null } : state;
    case 'failed':
      return state.step === 'processing' ? { step: 'confirm', error: event.message } : state;
    case 'refunded':
      return state.step === 'processing' ? { step: 'success', error: null } : state;
  }
}
