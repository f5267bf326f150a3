import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';
import { publicApiOperations } from './public-api-operations.js';
import { openApiKeys } from '../../api/queries/openapi.js';

/** Curl examples generated from the gateway's own OpenAPI document, so they never drift from it. */
export function PublicApiSection() {
  const document = useQuery({
    queryKey: openApiKeys.document(),
    queryFn: ({ signal }) => signpostApi.openApiDocument(signal),
    staleTime: Infinity,
  });
  const operations =
    document.data === undefined ? [] : publicApiOperations(document.data, window.location.origin);

  return (
    <section id="public-api" aria-labelledby="public-api-title">
      <h2 id="public-api-title">Public API</h2>
      <p>
        The Agency &amp; API plan includes API keys. Make one on the settings tab of your dashboard; it is
        shown once, so keep it somewhere safe. Send it as a bearer token on the analysis, file and my-analyses
        endpoints: <code>Authorization: Bearer sp_…</code>. Each key has its own rate limit. The full
        reference is at <a href="/api/docs">/api/docs</a>, and the OpenAPI document at{' '}
        <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      {document.isPending && <p role="status">Loading the API reference…</p>}
      {document.isError && (
        <p className="notice notice--warning" role="alert">
          The API reference could not be loaded. Open <a href="/api/docs">/api/docs</a> instead.
        </p>
      )}
      {operations.length > 0 && (
        <ul className="api-operations" aria-label="API operations">
          {operations.map((operation) => (
            <li key={`${operation.method} ${operation.path}`} className="card api-operation">
              <h3 className="api-operation__head">
                <span className="api-operation__method">{operation.method}</span>
                <span className="api-operation__path">{operation.path}</span>
              </h3>
              {operation.summary && <p>{operation.summary}</p>}
              <pre
                className="code-block"
                tabIndex={0}
                aria-label={`curl example: ${operation.method} ${operation.path}`}
              >
                <code>{operation.curl}</code>
              </pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
