import { RESEND_VERIFICATION_FAILURES } from '../../api/error-messages/index.js';
import type { ResendVerification } from './use-resend-verification.js';
import './auth.css';

/**
 * The resend-verification button with its live outcome: 'Email sent!' for 30 s (the button rests
 * meanwhile, so mails are not sent in bursts), or the failure. A compact button, inside a banner,
 * gives the catalogue's short form of the generic failure.
 */
export function ResendButton({ resend, compact = false }: { resend: ResendVerification; compact?: boolean }) {
  const failure =
    compact && resend.failure === RESEND_VERIFICATION_FAILURES.failed
      ? RESEND_VERIFICATION_FAILURES.failedShort
      : resend.failure;
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={resend.resend}
        disabled={resend.pending || resend.sent}
        aria-busy={resend.pending}
      >
        {resend.pending && <span className="spinner" aria-hidden="true" />}
        Resend verification email
      </button>
      <span className="resend-status" aria-live="polite">
        {resend.sent && <span className="resend-status__sent">{RESEND_VERIFICATION_FAILURES.sent}</span>}
        {failure !== null && <span className="resend-status__failure">{failure}</span>}
      </span>
    </>
  );
}
