import type { PublishedFileAddress } from '@signpost/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { llmFileKeys } from '../../../api/queries/llm-files.js';
import { signpostApi } from '../../../api/signpost-api.js';
import { useToast } from '../../../components/ToastProvider.js';
import { useCopyToClipboard } from '../../../components/use-copy-to-clipboard.js';
import { useAuth } from '../../auth/AuthProvider.js';
import { SiteVerification } from '../site-verification/index.js';
import { publishedAddressNote } from './publish-address-note.js';
import { DISCOVERY_SNIPPET, NO_ROOT_FILES_NOTE, publishSnippets } from './publish-snippets.js';
import { PublishSnippetBlock } from './PublishSnippetBlock.js';
import { SiteMcpServer } from './SiteMcpServer.js';

const PUBLISH_FAILED = 'The file could not be published. Please try again.';
const UNPUBLISH_FAILED = 'The file is still published: it could not be withdrawn. Please try again.';

/** A publication as the panel knows it; whether the site is verified comes with a publish answer only. */
type Publication = PublishedFileAddress & { verified?: boolean };

/**
 * Publishing: the file served at an address for its site, which the site's own /llms.txt can redirect
 * or proxy to (a snippet per common host), with its pages' markdown copies and the site's own MCP
 * server beside it. The address has a random part until the account proves control of the site;
 * publishing again then moves the file to the site's own address.
 */
export function PublishPanel({
  fileId,
  siteUrl,
  published: publishedBefore,
}: {
  fileId: string;
  /** The address of the site the file is for. */
  siteUrl: string;
  /** Where the file is published already, as the file's record says. */
  published: PublishedFileAddress | null;
}) {
  const { user } = useAuth();
  const toast = useToast();
  const { copy } = useCopyToClipboard();
  const queryClient = useQueryClient();
  const [published, setPublished] = useState<Publication | null>(publishedBefore);
  const [siteVerified, setSiteVerified] = useState(false);
  const [linkMarkdown, setLinkMarkdown] = useState(publishedBefore?.linkMarkdown ?? false);
  const publish = useMutation({
    mutationFn: (linked: boolean) => signpostApi.publishLlmFile(fileId, { linkMarkdown: linked }),
    onSuccess: (answer) => {
      setPublished(answer);
      void queryClient.invalidateQueries({ queryKey: llmFileKeys.file(fileId) });
      toast.success('Published: the file is served at its address.');
    },
    onError: () => toast.error(PUBLISH_FAILED),
  });
  const unpublish = useMutation({
    mutationFn: () => signpostApi.unpublishLlmFile(fileId),
    onSuccess: () => {
      setPublished(null);
      void queryClient.invalidateQueries({ queryKey: llmFileKeys.file(fileId) });
      toast.success('Withdrawn: the address no longer serves the file.');
    },
    onError: () => toast.error(UNPUBLISH_FAILED),
  });

  if (user === null) {
    return (
      <section className="panel publish" aria-labelledby="publish-title">
        <h3 className="panel__title" id="publish-title">
          Publish at a stable address
        </h3>
        <p className="panel__meta">Sign in to publish this file at an address your site can point to.</p>
      </section>
    );
  }

  if (user.isDemo) {
    return (
      <section className="panel publish" aria-labelledby="publish-title">
        <h3 className="panel__title" id="publish-title">
          Publish at a stable address
        </h3>
        <p className="panel__meta">
          Demo sessions cannot publish. Sign up to publish this file for your site.
        </p>
      </section>
    );
  }

  // A published file takes the choice at once: it is published again with it.
  const linkMarkdownOption = (
    <label className="publish__option">
      <input
        type="checkbox"
        checked={linkMarkdown}
        disabled={publish.isPending}
        onChange={(event) => {
          setLinkMarkdown(event.target.checked);
          if (published !== null) publish.mutate(event.target.checked);
        }}
      />
      Link markdown copies from the published llms.txt
    </label>
  );

  return (
    <section className="panel publish" aria-labelledby="publish-title">
      <h3 className="panel__title" id="publish-title">
        Publish at a stable address
      </h3>
      {published === null ? (
        <>
          <p className="panel__meta">
            Signpost serves the file for your site, and publishing the site’s next file keeps the address, or
            moves it to the site’s own address once you have proved you control the site.
          </p>
          {linkMarkdownOption}
          <div className="actions">
            <button
              type="button"
              className="button button--primary button--small"
              disabled={publish.isPending}
              aria-busy={publish.isPending}
              onClick={() => publish.mutate(linkMarkdown)}
            >
              Publish
            </button>
          </div>
        </>
      ) : (
        <>
          <dl className="publish__addresses">
            {[
              { label: 'llms.txt', url: published.url },
              { label: 'llms-full.txt', url: published.fullUrl },
            ].map(({ label, url }) => (
              <div key={label} className="publish__address">
                <dt>{label}</dt>
                <dd>
                  <a href={url} target="_blank" rel="noreferrer">
                    {url}
                  </a>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => void copy(url)}
                  >
                    Copy
                  </button>
                </dd>
              </div>
            ))}
          </dl>
          <p className="panel__meta">{publishedAddressNote(published.verified)}</p>
          {linkMarkdownOption}
          {siteVerified && published.verified !== true && (
            <div className="actions">
              <button
                type="button"
                className="button button--primary button--small"
                disabled={publish.isPending}
                aria-busy={publish.isPending}
                onClick={() => publish.mutate(linkMarkdown)}
              >
                Publish again at the site’s own address
              </button>
            </div>
          )}
          <details className="publish__hosts">
            <summary>Point your site’s /llms.txt here</summary>
            {publishSnippets(published.url, published.fullUrl).map((snippet) => (
              <PublishSnippetBlock
                key={snippet.id}
                snippet={snippet}
                titled
                copyLabel={`Copy ${snippet.host} rules`}
                onCopy={(code) => void copy(code)}
              />
            ))}
            <p className="panel__meta">{NO_ROOT_FILES_NOTE}</p>
          </details>
          <SiteMcpServer siteUrl={siteUrl} mcpUrl={published.mcpUrl} onCopy={(text) => void copy(text)} />
          <details className="publish__hosts">
            <summary>Help agents find it from every page</summary>
            <PublishSnippetBlock
              snippet={DISCOVERY_SNIPPET}
              titled={false}
              copyLabel="Copy the discovery links"
              onCopy={(code) => void copy(code)}
            />
          </details>
          <div className="actions">
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={unpublish.isPending}
              onClick={() => unpublish.mutate()}
            >
              Stop publishing
            </button>
          </div>
        </>
      )}
      {published?.verified !== true && (
        <SiteVerification siteUrl={siteUrl} onVerified={() => setSiteVerified(true)} />
      )}
    </section>
  );
}
