import { useReducer, useState } from 'react';
import { BILLING_MESSAGES, billingErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { StepDialog } from '../../components/StepDialog.js';
import { CANCEL_CALLBACK_DELAY_MS, CANCEL_START, cancelFlow } from './cancel-flow.js';
import { useAfterDelay } from './use-after-delay.js';

interface CancelSubscriptionDialogProps {
  open: boolean;
  /** Formatted end of the paid period, when the plan stays until then. */
  periodEnd: string | null;
  onClose(): void;
  /** Fires 3 s after the complete step shows (docs/product-rules.md, Billing). */
  onCancelled(): void;
}

export function CancelSubscriptionDialog({
  open,
  periodEnd,
  onClose,
  onCancelled,
}: CancelSubscriptionDialogProps) {
  return (
    <StepDialog open={open} title="Cancel subscription" onClose={onClose}>
      <CancelSteps periodEnd={periodEnd} onClose={onClose} onCancelled={onCancelled} />
    </StepDialog>
  );
}

function CancelSteps({ periodEnd, onClose, onCancelled }: Omit<CancelSubscriptionDialogProps, 'open'>) {
  const [flow, dispatch] = useReducer(cancelFlow, CANCEL_START);
  const [reason, setReason] = useState('');
  useAfterDelay(flow.step === 'complete', CANCEL_CALLBACK_DELAY_MS, onCancelled);

  const submit = async () => {
    dispatch({ type: 'submit' });
    try {
      const trimmed = reason.trim();
      const answer = await signpostApi.cancelSubscription({
        processRefund: false,
        ...(trimmed ? { reason: trimmed } : {}),
      });
      dispatch(
        answer.success
          ? { type: 'cancelled' }
          : { type: 'failed', message: answer.message || BILLING_MESSAGES.cancelFailed },
      );
    } catch (error) {
      dispatch({ type: 'failed', message: billingErrorMessage(error, BILLING_MESSAGES.cancelFailed) });
    }
  };

  switch (flow.step) {
    case 'confirm':
      return (
        <>
          <p>
            Your plan stays active {periodEnd ? `until ${periodEnd}` : 'until the end of the paid period'},
            then the account moves to the free plan.
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose} autoFocus>
              Keep my plan
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => dispatch({ type: 'proceed' })}
            >
              Continue
            </button>
          </div>
        </>
      );
    case 'reason':
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label className="field__label" htmlFor="cancel-reason">
            Why are you leaving? (optional)
          </label>
          <textarea
            id="cancel-reason"
            className="billing-textarea"
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={flow.submitting}
          />
          {flow.error !== null && (
            <p className="billing-alert" role="alert">
              {flow.error}
            </p>
          )}
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={onClose}
              disabled={flow.submitting}
            >
              Keep my plan
            </button>
            <button
              type="submit"
              className="button button--danger"
              disabled={flow.submitting}
              aria-busy={flow.submitting}
            >
              {flow.submitting && <span className="spinner" aria-hidden="true" />}
              Cancel subscription
            </button>
          </div>
        </form>
      );
    case 'complete':
      return (
        <p role="status">
          Your subscription is cancelled. {periodEnd ? `You keep your plan until ${periodEnd}.` : ''}
        </p>
      );
  }
}
