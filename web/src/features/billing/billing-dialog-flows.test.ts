import { describe, expect, it } from 'vitest';
import { CANCEL_START, cancelFlow } from './cancel-flow.js';
import type { CancelEvent, CancelFlow } from './cancel-flow.js';
import { REFUND_START, refundFlow } from './refund-flow.js';
import type { RefundEvent } from './refund-flow.js';

const cancelAfter = (...events: CancelEvent[]): CancelFlow => events.reduce(cancelFlow, CANCEL_START);

describe('cancelFlow', () => {
  it('goes confirm, reason, then complete once the cancellation succeeds', () => {
    expect(cancelAfter({ type: 'proceed' })).toEqual({ step: 'reason', submitting: false, error: null });
    expect(cancelAfter({ type: 'proceed' }, { type: 'submit' })).toEqual({
      step: 'reason',
      submitting: true,
      error: null,
    });
    expect(cancelAfter({ type: 'proceed' }, { type: 'submit' }, { type: 'cancelled' })).toEqual({
      step: 'complete',
      submitting: false,
      error: null,
    });
  });

  it('stays on the reason step with the message when the cancellation fails, and may try again', () => {
    const failed = cancelAfter(
      { type: 'proceed' },
      { type: 'submit' },
      { type: 'failed', message: 'Cancellation failed' },
    );
    expect(failed).toEqual({ step: 'reason', submitting: false, error: 'Cancellation failed' });
    expect(cancelFlow(failed, { type: 'submit' })).toEqual({ step: 'reason', submitting: true, error: null });
  });

  it('cannot submit from the confirm step or twice at once', () => {
    expect(cancelAfter({ type: 'submit' })).toEqual(CANCEL_START);
    const submitting = cancelAfter({ type: 'proceed' }, { type: 'submit' });
    expect(cancelFlow(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('ignores answers that arrive with no call on its way', () => {
    expect(cancelAfter({ type: 'cancelled' })).toEqual(CANCEL_START);
    expect(cancelAfter({ type: 'proceed' }, { type: 'failed', message: 'x' }).error).toBeNull();
  });
});

describe('refundFlow', () => {
  const after = (...events: RefundEvent[]) => events.reduce(refundFlow, REFUND_START);

  it('goes confirm, processing, then success', () => {
    expect(after({ type: 'submit' })).toEqual({ step: 'processing', error: null });
    expect(after({ type: 'submit' }, { type: 'refunded' })).toEqual({ step: 'success', error: null });
  });

  it('returns to confirm with the message when the refund fails', () => {
    expect(after({ type: 'submit' }, { type: 'failed', message: 'Failed to process refund' })).toEqual({
      step: 'confirm',
      error: 'Failed to process refund',
    });
  });

  it('refunds once however often it is asked', () => {
    const processing = after({ type: 'submit' });
    expect(refundFlow(processing, { type: 'submit' })).toBe(processing);
    const done = after({ type: 'submit' }, { type: 'refunded' });
    expect(refundFlow(done, { type: 'submit' })).toBe(done);
    expect(after({ type: 'refunded' })).toEqual(REFUND_START);
  });
});
