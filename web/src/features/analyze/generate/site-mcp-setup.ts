import type { PublishSnippet } from './publish-snippets.js';

/** The name an assistant lists the site's MCP server under: its host as words, then `docs`. */
export function mcpServerName(siteUrl: string): string {
  let host: string;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    host = siteUrl;
  }
  const words = host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words || 'site'}-docs`;
}

/**
 * How to add the site's MCP server (Streamable HTTP at `url`) to the common coding assistants, in
 * each one's own format: Claude Code's command, Cursor's and VS Code's project files.
 */
export function siteMcpSetups(name: string, url: string): PublishSnippet[] {
  return [
    {
      id: 'claude-code',
      host: 'Claude Code',
      where: 'a terminal, in the project that should use it',
      code: `claude mcp add --transport http ${name} ${url}`,
    },
    {
      id: 'cursor',
      host: 'Cursor',
      where: '.cursor/mcp.json in the project (or ~/.cursor/mcp.json for every project)',
      code: JSON.stringify({ mcpServers: { [name]: { url } } }, null, 2),
    },
    {
      id: 'vscode',
      host: 'VS Code',
      where: '.vscode/mcp.json in the workspace',
      code: JSON.stringify({ servers: { [name]: { type: 'http', url } } }, null, 2),
    },
  ];
}
