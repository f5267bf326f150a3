import { useEffect, useRef } from 'react';
import { useCopyToClipboard } from '../../components/use-copy-to-clipboard.js';

interface WebhookSecretNoticeProps {
  host: string;
  secret: string;
  onDone(): void;
}

/** The webhook's signing secret, this once: it is not in any later answer, so it cannot be shown again. */
export function WebhookSecretNotice({ host, secret, onDone }: WebhookSecretNoticeProps) {
  const { copy, copied } = useCopyToClipboard();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the secret rather than hunting for it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="panel monitor-secret" role="region" aria-labelledby="monitor-secret-title">
      <h3 id="monitor-secret-title" className="panel__title" ref={heading} tabIndex={-1}>
        Webhook secret for {host}
      </h3>
      <p className="notice notice--warning" role="note">
        Copy this secret now. It is shown only this once. Use it to check the Signpost-Signature header of
        each webhook we send.
      </p>
      <code className="monitor-secret__value" aria-label="Webhook secret">
        {secret}
      </code>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => void copy(secret)}>
          {copied ? 'Copied!' : 'Copy Secret'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          I have saved it
        </button>
      </div>
    </div>
  );
}
