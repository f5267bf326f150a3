import type { ResendVerification } from './use-resend-verification.js';
import './auth.css';

/**
 * The resend-verification button with its live outcome: 'Email sent!' for 30 s (the button rests
 * meanwhile, so mails are not sent in bursts), or the failure.
 */
export function ResendButton({ resend }: { resend: ResendVerification }) {
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
        {resend.sent && <span className="resend-status__sent">Email sent!</span>}
        {resend.failure !== null && <span className="resend-status__failure">{resend.failure}</span>}
      </span>
    </>
  );
}
