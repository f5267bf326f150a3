import { mcpServerName, siteMcpSetups } from './site-mcp-setup.js';
import { PublishSnippetBlock } from './PublishSnippetBlock.js';

/**
 * The site's own MCP server beside its published file: its address, and how to add it to the common
 * coding assistants, so they search and read the site's documentation.
 */
export function SiteMcpServer({
  siteUrl,
  mcpUrl,
  onCopy,
}: {
  siteUrl: string;
  mcpUrl: string;
  onCopy: (text: string) => void;
}) {
  const name = mcpServerName(siteUrl);
  return (
    <details className="publish__hosts">
      <summary>Your site’s MCP server</summary>
      <p className="panel__meta">
        Assistants that speak MCP can search your pages and read them as markdown at this address (read only,
        public, nothing to sign in to).
      </p>
      <dl className="publish__addresses">
        <div className="publish__address">
          <dt>MCP server</dt>
          <dd>
            <code>{mcpUrl}</code>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onCopy(mcpUrl)}
            >
              Copy
            </button>
          </dd>
        </div>
      </dl>
      {siteMcpSetups(name, mcpUrl).map((setup) => (
        <PublishSnippetBlock
          key={setup.id}
          snippet={setup}
          titled
          copyLabel={`Copy for ${setup.host}`}
          onCopy={onCopy}
        />
      ))}
    </details>
  );
}
