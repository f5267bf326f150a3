import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';

const SHIM = fileURLToPath(new URL('../bin/signpost.js', import.meta.url));

let site: FixtureSite;
const dir = mkdtempSync(join(tmpdir(), 'signpost-mcp-process-'));

beforeAll(async () => {
  site = await startFixtureSite({ pages: 8, siteName: 'Fixture Co' });
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `signpost mcp` as an agent starts it: a child process spoken to over its stdin and stdout. */
async function connect(temporary: string, allowPrivate = true) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SHIM, 'mcp'],
    env: {
      PATH: process.env.PATH ?? '',
      TMPDIR: temporary,
      SIGNPOST_CRAWL_ALLOW_PRIVATE: String(allowPrivate),
      CRAWL_TIMEOUT_MS: '5000',
      JOB_BACKOFF_MS: '50',
    },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'signpost-test', version: '1.0.0' });
  const protocolErrors: Error[] = [];
  await client.connect(transport);
  client.onerror = (error) => protocolErrors.push(error);
  return { client, transport, protocolErrors, stderr: () => stderr };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('serves the four tools over stdio, analyses a site with progress and writes its file', async () => {
  const temporary = mkdtempSync(join(dir, 'tmp-'));
  const { client, transport, protocolErrors, stderr } = await connect(temporary);
  const pid = transport.pid;

  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([
    'analyze_site',
    'check_agent_readiness',
    'generate_llms_txt',
    'validate_llms_txt',
  ]);

  const validated = await client.callTool({
    name: 'validate_llms_txt',
    arguments: {
      content: '# Fixture Co\n\n> A site.\n\n## Docs\n\n- [Guide](https://example.com/guide): How to start\n',
    },
  });
  expect(validated.isError).toBeFalsy();
  expect(validated.structuredContent).toMatchObject({ valid: true });

  const progress: Progress[] = [];
  const analysed = await client.callTool(
    { name: 'analyze_site', arguments: { url: site.origin } },
    undefined,
    { onprogress: (notice) => progress.push(notice), timeout: 60_000 },
  );
  expect(analysed.isError).toBeFalsy();
  const result = analysed.structuredContent as {
    analysisId: string;
    pages: unknown[];
    defaultSelection: string[];
  };
  expect(result.pages).toHaveLength(site.paths.length);
  expect(result.defaultSelection.length).toBeGreaterThan(0);
  // Each notice rises, as MCP asks. The last (100) can go unseen: the SDK's client hands a notice to
  // its handler a microtask late, and a response read in the same chunk drops the handler first.
  expect(progress.length).toBeGreaterThan(0);
  const values = progress.map((notice) => notice.progress);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(new Set(values).size).toBe(values.length);
  expect(progress.every((notice) => notice.total === 100 && notice.progress <= 100)).toBe(true);

  const written = await client.callTool({
    name: 'generate_llms_txt',
    arguments: { analysisId: result.analysisId },
  });
  expect(written.isError).toBeFalsy();
  const file = written.structuredContent as { llmsTxt: string; pageCount: number };
  expect(file.llmsTxt).toMatch(/^# Fixture Co\n/);
  expect(file.pageCount).toBe(result.defaultSelection.length);

  // Asked again for the same site, the session's analysis answers rather than a new one.
  const again = await client.callTool({ name: 'generate_llms_txt', arguments: { url: site.origin } });
  expect(again.structuredContent).toMatchObject({ analysisId: result.analysisId });

  await client.close();
  expect(protocolErrors).toEqual([]);
  expect(pid !== null && isRunning(pid)).toBe(false);
  expect(readdirSync(temporary)).toEqual([]);
  expect(stderr()).toBe('');
}, 120_000);

it('answers an analysis the crawler may not make as a tool error naming the reason', async () => {
  const temporary = mkdtempSync(join(dir, 'tmp-'));
  const { client } = await connect(temporary, false);
  const refused = await client.callTool(
    { name: 'analyze_site', arguments: { url: site.origin } },
    undefined,
    { timeout: 60_000 },
  );
  expect(refused.isError).toBe(true);
  expect(refused._meta).toMatchObject({ 'signpost/error': { error: 'address_refused' } });
  await client.close();
  expect(readdirSync(temporary)).toEqual([]);
}, 60_000);
