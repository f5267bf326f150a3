import { describe, expect, it } from 'vitest';
import { mcpServerName, siteMcpSetups } from './site-mcp-setup.js';

const URL_ = 'https://signpost.example/s/docs-example/mcp';

describe('the site MCP server’s setup', () => {
  it('names the server after the site', () => {
    expect(mcpServerName('https://www.Docs.Example.com/guide/')).toBe('docs-example-com-docs');
    expect(mcpServerName('http://127.0.0.1:8080/')).toBe('127-0-0-1-docs');
  });

  it('writes each assistant’s own format, pointing at the server', () => {
    const setups = siteMcpSetups('docs-example-docs', URL_);
    expect(setups.map((setup) => setup.id)).toEqual(['claude-code', 'cursor', 'vscode']);
    const [claude, cursor, vscode] = setups;
    expect(claude!.code).toBe(`claude mcp add --transport http docs-example-docs ${URL_}`);
    expect(JSON.parse(cursor!.code)).toEqual({ mcpServers: { 'docs-example-docs': { url: URL_ } } });
    expect(JSON.parse(vscode!.code)).toEqual({
      servers: { 'docs-example-docs': { type: 'http', url: URL_ } },
    });
    expect(cursor!.where).toContain('.cursor/mcp.json');
    expect(vscode!.where).toContain('.vscode/mcp.json');
  });
});
