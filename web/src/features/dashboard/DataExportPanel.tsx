import { useMutation } from '@tanstack/react-query';
import { EXPORT_FAILED, settingsErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { saveTextFile } from '../../components/save-text-file.js';

/** The account's own data as one JSON file: what it is, its analyses and files, keys and uses. */
export function DataExportPanel() {
  const download = useMutation({
    mutationFn: () => signpostApi.exportAccount(),
    onSuccess: (exported) =>
      saveTextFile(
        JSON.stringify(exported, null, 2),
        `signpost-data-${exported.exportedAt.slice(0, 10)}.json`,
        'application/json',
      ),
  });
  return (
    <section className="panel" aria-labelledby="data-export-title">
      <h2 id="data-export-title" className="panel__title">
        Your data
      </h2>
      <p>
        Download everything Signpost keeps about your account as one JSON file: your account details, your
        analyses with their pages and generated files, your API keys (never the keys themselves) and the uses
        counted against your plan.
      </p>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          Download My Data
        </button>
      </div>
      {download.isError && (
        <p className="billing-alert" role="alert">
          {settingsErrorMessage(download.error, EXPORT_FAILED)}
        </p>
      )}
    </section>
  );
}
