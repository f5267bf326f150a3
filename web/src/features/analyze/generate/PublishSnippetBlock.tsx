import type { PublishSnippet } from './publish-snippets.js';

/** One snippet of the publish panel: where it goes, the lines themselves, and a button to copy them. */
export function PublishSnippetBlock({
  snippet,
  titled,
  copyLabel,
  onCopy,
}: {
  snippet: PublishSnippet;
  /** Headed by its host's name, as the host rules are. */
  titled: boolean;
  copyLabel: string;
  onCopy: (code: string) => void;
}) {
  return (
    <div className="publish__host">
      {titled && <h4>{snippet.host}</h4>}
      <p className="panel__meta">{snippet.where}</p>
      <pre className="publish__code" tabIndex={0}>
        {snippet.code}
      </pre>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => onCopy(snippet.code)}
      >
        {copyLabel}
      </button>
    </div>
  );
}
