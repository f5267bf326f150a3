import type { ApiKeySummary, CreatedApiKey } from '@signpost/contracts';
import { useState } from 'react';
import { API_KEY_MESSAGES, apiKeyErrorMessage } from '../../api/error-messages/index.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { ApiKeyList } from './ApiKeyList.js';
import { CreateApiKeyForm } from './CreateApiKeyForm.js';
import { NewApiKeyNotice } from './NewApiKeyNotice.js';
import { sortKeys } from './api-key-display.js';
import { useApiKeys } from './use-api-keys.js';

/** The scale plan's keys: the new key shown once, the list, and revoking with a confirmation. */
export function ApiKeyManager({ userId }: { userId: string }) {
  const { keys, create, revoke } = useApiKeys(userId, true);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  return (
    <>
      <p>
        Send a key as <code>Authorization: Bearer sp_…</code> to the analysis and file endpoints. Keep keys
        secret: anyone holding one can use your plan.
      </p>
      {created !== null && <NewApiKeyNotice apiKey={created} onDone={() => setCreated(null)} />}
      <CreateApiKeyForm
        pending={create.isPending}
        error={create.isError ? apiKeyErrorMessage(create.error, API_KEY_MESSAGES.createFailed) : null}
        onCreate={(name, done) =>
          create.mutate(name, {
            onSuccess: (key) => {
              setCreated(key);
              done();
            },
          })
        }
      />
      {keys.isPending && <p role="status">Loading your API keys…</p>}
      {keys.isError && (
        <p className="billing-alert" role="alert">
          {apiKeyErrorMessage(keys.error, API_KEY_MESSAGES.loadFailed)}
        </p>
      )}
      {revoke.isError && (
        <p className="billing-alert" role="alert">
          {apiKeyErrorMessage(revoke.error, API_KEY_MESSAGES.revokeFailed)}
        </p>
      )}
      {keys.data && <ApiKeyList keys={sortKeys(keys.data)} onRevoke={setRevoking} />}
      {revoking !== null && (
        <ConfirmDialog
          open
          title="Revoke API key"
          message={`Revoke “${revoking.name}” (${revoking.prefix}…)? Scripts using it stop working at once. This cannot be undone.`}
          confirmLabel="Revoke Key"
          onConfirm={() => {
            revoke.mutate(revoking.id);
            setRevoking(null);
          }}
          onCancel={() => setRevoking(null)}
        />
      )}
    </>
  );
}
