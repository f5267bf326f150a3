import { useReducer } from 'react';
import { BILLING_MESSAGES, billingErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { StepDialog } from '../../components/StepDialog.js';
import { REFUND_CLOSE_DELAY_MS, REFUND_START, refundFlow } from './refund-flow.js';
import { useAfterDelay } from './use-after-delay.js';

interface RefundDialogProps {
  open: boolean;
  /** What the refund comes to, such as '$14.95', when the server said. */
  amount: string | null;
  onClose(): void;
  /** Fires 3 s after success: the dialog closes and the plan, now free, is read again. */
  onRefunded(): void;
}

export function RefundDialog({ open, amount, onClose, onRefunded }: RefundDialogProps) {
  return (
    <StepDialog open={open} title="Request a full refund" onClose={onClose}>
      <RefundSteps amount={amount} onClose={onClose} onRefunded={onRefunded} />
    </StepDialog>
  );
}

function RefundSteps({ amount, onClose, onRefunded }: Omit<RefundDialogProps, 'open'>) {
  const [flow, dispatch] = useReducer(refundFlow, REFUND_START);
  useAfterDelay(flow.step === 'success', REFUND_CLOSE_DELAY_MS, onRefunded);

  const refund = async () => {
    dispatch({ type: 'submit' });
    try {
      const answer = await signpostApi.cancelSubscription({ processRefund: true });
      dispatch(
        answer.success
          ? { type: 'refunded' }
          : { type: 'failed', message: answer.message || BILLING_MESSAGES.refundFailed },
      );
    } catch (error) {
      dispatch({ type: 'failed', message: billingErrorMessage(error, BILLING_MESSAGES.refundFailed) });
    }
  };

  switch (flow.step) {
    case 'confirm':
      return (
        <>
          <p>
            You will get {amount ?? 'your payment'} back within 5-7 business days. Your subscription ends now
            and the account moves to the free plan.
          </p>
          {flow.error !== null && (
            <p className="billing-alert" role="alert">
              {flow.error}
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose} autoFocus>
              Keep my plan
            </button>
            <button type="button" className="button button--danger" onClick={() => void refund()}>
              Refund and cancel
            </button>
          </div>
        </>
      );
    case 'processing':
      return (
        <p role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> Processing your refund…
        </p>
      );
    case 'success':
      return (
        <p role="status">
          Refund issued. It reaches your card within 5-7 business days, and your account is now on the free
          plan.
        </p>
      );
  }
}
