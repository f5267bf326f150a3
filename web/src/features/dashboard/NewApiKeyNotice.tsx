import type { CreatedApiKey } from '@signpost/contracts';
import { useEffect, useRef } from 'react';
import { useCopyToClipboard } from '../../components/use-copy-to-clipboard.js';

interface NewApiKeyNoticeProps {
  apiKey: CreatedApiKey;
  onDone(): void;
}

/** The whole key, this once: the server keeps only its hash, so it cannot be shown again. */
export function NewApiKeyNotice({ apiKey, onDone }: NewApiKeyNoticeProps) {
  const { copy, copied } = useCopyToClipboard();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the key rather than hunting for it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="panel new-api-key" role="region" aria-labelledby="new-api-key-title">
      <h3 id="new-api-key-title" className="panel__title" ref={heading} tabIndex={-1}>
        Your new key “{apiKey.name}”
      </h3>
      <p className="notice notice--warning" role="note">
        Copy this key now. It is shown only this once: we keep only a fingerprint of it and cannot show it
        again. If you lose it, revoke it and make another.
      </p>
      <code className="new-api-key__value" aria-label="New API key">
        {apiKey.key}
      </code>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => void copy(apiKey.key)}>
          {copied ? 'Copied!' : 'Copy Key'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          I have saved it
        </button>
      </div>
    </div>
  );
}
