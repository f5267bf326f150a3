import type { ApiKeySummary } from '@signpost/contracts';
import { formatDateTime } from './analysis-format.js';
import { lastUsedLabel, maskedKey } from './api-key-display.js';

interface ApiKeyListProps {
  keys: ApiKeySummary[];
  onRevoke(key: ApiKeySummary): void;
}

export function ApiKeyList({ keys, onRevoke }: ApiKeyListProps) {
  if (keys.length === 0) return <p>You have no API keys yet.</p>;
  return (
    <ul className="api-key-list" aria-label="Your API keys">
      {keys.map((key) => (
        <li key={key.id} className="api-key-list__item">
          <div>
            <p className="api-key-list__name">{key.name}</p>
            <code className="api-key-list__prefix">{maskedKey(key.prefix)}</code>
            <dl className="facts facts--inline">
              <div>
                <dt>Created</dt>
                <dd>
                  <time dateTime={key.createdAt}>{formatDateTime(key.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt>Last used</dt>
                <dd>{lastUsedLabel(key)}</dd>
              </div>
            </dl>
          </div>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Revoke key ${key.name}`}
            onClick={() => onRevoke(key)}
          >
            Revoke
          </button>
        </li>
      ))}
    </ul>
  );
}
