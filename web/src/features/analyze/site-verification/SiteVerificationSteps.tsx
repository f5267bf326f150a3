import type { SiteVerificationToken } from '@signpost/contracts';
import { verificationSnippets } from './verification-snippets.js';

/** Where the verification of a site stands, as the panel shows it. */
export interface VerificationState {
  /** The account's token for the site, once asked for. */
  token: SiteVerificationToken | null;
  verified: boolean;
  /** The last check did not find the token on the site. */
  notFound: boolean;
  requesting: boolean;
  checking: boolean;
  /** Why the last request failed, in words. */
  error: string | null;
}

/**
 * Proving control of the site: the token, the two ways to serve it with a button to copy each, the
 * check, and the verified state.
 */
export function SiteVerificationSteps({
  state,
  onRequest,
  onCheck,
  onCopy,
}: {
  state: VerificationState;
  onRequest: () => void;
  onCheck: () => void;
  onCopy: (text: string) => void;
}) {
  const { token, verified } = state;
  return (
    <div className="publish__verification">
      <h4>The site’s own address</h4>
      {verified ? (
        <p className="notice" role="status">
          ✓ Verified: you control {token?.site ?? 'this site'}. Publishing gives the file the site’s own
          address.
        </p>
      ) : (
        <>
          <p className="panel__meta">
            Until you prove you control the site, the file is published at an address with a random part of
            its own. Serve a token on the site, then check it, to publish at the site’s own address.
          </p>
          {token === null ? (
            <div className="actions">
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={state.requesting}
                aria-busy={state.requesting}
                onClick={onRequest}
              >
                Get a verification token
              </button>
            </div>
          ) : (
            <>
              {verificationSnippets(token.token).map((snippet) => (
                <div key={snippet.id} className="publish__host">
                  <p className="panel__meta">
                    <strong>{snippet.label}</strong> {snippet.where}
                  </p>
                  <pre className="publish__code" tabIndex={0}>
                    {snippet.code}
                  </pre>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => onCopy(snippet.code)}
                  >
                    {snippet.id === 'meta' ? 'Copy the meta tag' : 'Copy the token'}
                  </button>
                </div>
              ))}
              <div className="actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={state.checking}
                  aria-busy={state.checking}
                  onClick={onCheck}
                >
                  Check
                </button>
              </div>
              {state.notFound && (
                <p className="panel__meta" role="status">
                  The token was not found on {token.site} yet. Publish the change to the site, then check
                  again.
                </p>
              )}
            </>
          )}
        </>
      )}
      {state.error !== null && (
        <p className="notice notice--warning" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
