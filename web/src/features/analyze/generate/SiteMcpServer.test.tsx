import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteMcpServer } from './SiteMcpServer.js';

describe('SiteMcpServer', () => {
  it('shows the server’s address and how to add it to Claude Code, Cursor and VS Code', () => {
    const html = renderToStaticMarkup(
      <SiteMcpServer
        siteUrl="https://docs.example.com/"
        mcpUrl="https://signpost.example/s/docs-example-com/mcp"
        onCopy={() => undefined}
      />,
    );
    expect(html).toContain('<code>https://signpost.example/s/docs-example-com/mcp</code>');
    expect(html).toContain(
      'claude mcp add --transport http docs-example-com-docs https://signpost.example/s/docs-example-com/mcp',
    );
    for (const host of ['Claude Code', 'Cursor', 'VS Code']) expect(html).toContain(`<h4>${host}</h4>`);
    expect(html).toContain('.cursor/mcp.json');
    expect(html).toContain('.vscode/mcp.json');
  });
});
