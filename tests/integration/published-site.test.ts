import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisRecordSchema,
  authSessionSchema,
  generateLlmFileResponseSchema,
  publishedFileResponseSchema,
  searchDocsResultSchema,
  type PublishedFileResponse,
} from '@signpost/contracts';
import { parseLlmsTxt } from '@signpost/llmstxt';
import { startDocsSite } from '@signpost/testing';
import { CONFORMANCE_RUN_MS, runConformanceScenario, startFront, type Front } from '@signpost/testing/mcp';
import { startStack, type Stack } from '../support/stack.js';

const PASSWORD = 'Correct-Horse-9-Battery';
/**
 * The MCP project's server scenarios that apply to a site's server, public and read-only, of tools
 * and resources without sessions: the others call the reference server's own test tools, resources,
 * prompts, sampling or elicitation.
 */
const CONFORMANCE_SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'resources-list',
  'dns-rebinding-protection',
];

/** A page of the site the published file leaves out. */
const LEFT_OUT = '/blog.html';

/** The text a tool answered (the SDK types a result as a union with the old `toolResult` shape). */
const textOf = (result: object) =>
  ('content' in result ? (result.content as { type: string; text?: string }[]) : [])
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('');

/**
 * A real site analysed, its file published with `linkMarkdown`, then read as an agent reads it: the
 * markdown copies the llms.txt links, and the site's own MCP server through the SDK's client.
 */
describe.each(['embedded', 'distributed'] as const)(
  'a published site’s copies and MCP server (%s)',
  (kind) => {
    let site: Awaited<ReturnType<typeof startDocsSite>>;
    let stack: Stack;
    let token: string;
    let fileId: string;
    let published: PublishedFileResponse;
    /** Where the listening gateway serves the publication. */
    let listening: string;
    /** In front of the gateway, at the address it publishes under (its PUBLIC_URL). */
    let front: Front;
    let client: Client;

    const auth = () => ({ authorization: `Bearer ${token}` });
    const pathOf = (url: string) => new URL(url).pathname;
    const mcpPost = (body: object, headers: Record<string, string> = {}) =>
      fetch(`${listening}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(body),
      });
    /** The owner's analysis once it ended (waitForAnalysis reads as an anonymous caller). */
    const completedAnalysis = async (id: string) => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await stack.server.inject({ url: `/api/analysis/${id}`, headers: auth() });
        const record = analysisRecordSchema.parse(answer.json());
        if (record.status === 'completed') return record;
        if (record.status === 'failed' || attempt > 240) throw new Error(`analysis ${record.status}`);
        // Slow enough to stay within the API's limit per address whatever the analysis takes.
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const initialize = (protocolVersion: string) => ({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1.0.0' } },
    });

    beforeAll(async () => {
      site = await startDocsSite();
      let gateway = new URL('http://127.0.0.1/');
      front = await startFront(() => gateway);
      stack = await startStack(kind, { env: { PUBLIC_URL: front.origin } });
      const registered = await stack.server.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `published-site-${kind}-${Date.now()}@example.com`, password: PASSWORD },
      });
      token = authSessionSchema.parse(registered.json()).accessToken;
      const started = await stack.server.inject({
        method: 'POST',
        url: '/api/analyze',
        headers: auth(),
        payload: { url: site.origin, force: true },
      });
      const record = await completedAnalysis(started.json().analysisId);
      const chosen = record.discoveredPages.filter((page) => pathOf(page.url) !== LEFT_OUT);
      const generated = await stack.server.inject({
        method: 'POST',
        url: '/api/generate-llm-file',
        headers: auth(),
        payload: { analysisId: record.id, selectedPages: chosen.map(({ url }) => ({ url })) },
      });
      fileId = generateLlmFileResponseSchema.parse(generated.json()).id;
      await stack.server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = stack.server.server.address() as AddressInfo;
      gateway = new URL(`http://127.0.0.1:${port}/`);
      const answer = await stack.server.inject({
        method: 'POST',
        url: `/api/llm-file/${fileId}/publish`,
        headers: auth(),
        payload: { linkMarkdown: true },
      });
      expect(answer.statusCode).toBe(200);
      published = publishedFileResponseSchema.parse(answer.json());
      listening = `http://127.0.0.1:${port}${pathOf(published.url).replace(/\/llms\.txt$/, '')}`;
    });

    afterAll(async () => {
      await client?.close();
      await front?.close();
      await stack?.close();
      await site?.close();
    });

    it('links each listed page’s markdown copy from the published llms.txt, and serves every copy', async () => {
      expect(published.linkMarkdown).toBe(true);
      expect(published.mcpUrl).toBe(published.url.replace(/llms\.txt$/, 'mcp'));
      const file = await stack.server.inject(pathOf(published.url));
      const links = parseLlmsTxt(file.body).sections.flatMap((section) => section.links);
      const base = published.url.replace(/llms\.txt$/, 'pages/');
      const pageLinks = links.filter((link) => !link.url.endsWith('.txt'));
      expect(pageLinks.length).toBeGreaterThan(3);
      expect(pageLinks.every((link) => link.url.startsWith(base) && link.url.endsWith('.md'))).toBe(true);
      expect(pageLinks.map((link) => link.url)).toContain(`${base}index.md`);
      expect(pageLinks.map((link) => link.url)).toContain(`${base}guide/zebra.html.md`);
      for (const link of pageLinks) {
        const copy = await stack.server.inject(pathOf(link.url));
        expect(copy.statusCode, link.url).toBe(200);
      }

      const copy = await stack.server.inject(pathOf(`${base}guide/zebra.html.md`));
      expect(copy.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(copy.headers['access-control-allow-origin']).toBe('*');
      expect(copy.body).toContain('Zebra Patterns');
      const etag = String(copy.headers['etag']);
      const again = await stack.server.inject({
        url: pathOf(`${base}guide/zebra.html.md`),
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      // Only the pages the file lists have a copy.
      expect((await stack.server.inject(pathOf(`${base}blog.html.md`))).statusCode).toBe(404);
      expect((await stack.server.inject(pathOf(`${base}guide/unknown.html.md`))).statusCode).toBe(404);
    });

    it('answers the SDK’s client: tools, resources, ranked passages and listed pages', async () => {
      client = new Client({ name: 'published-site-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${listening}/mcp`)));
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['fetch_page', 'search_docs']);
      const { resources } = await client.listResources();
      expect(resources.map((resource) => resource.name).sort()).toEqual(['llms-full.txt', 'llms.txt']);

      const found = await client.callTool({
        name: 'search_docs',
        arguments: { query: 'zebra patterns', limit: 3 },
      });
      expect(found.isError).toBeFalsy();
      const results = searchDocsResultSchema
        .array()
        .parse((found.structuredContent as { results: unknown }).results);
      expect(results[0]).toMatchObject({ title: 'Zebra Patterns', url: `${site.origin}/guide/zebra.html` });
      expect(results[0]?.excerpt).toMatch(/\*\*Zebra\*\*/);
      expect(results.length).toBeLessThanOrEqual(3);

      const page = await client.callTool({ name: 'fetch_page', arguments: { url: results[0]!.url } });
      expect(page.isError).toBeFalsy();
      expect(textOf(page)).toContain('Zebra Patterns');
      const byCopy = await client.callTool({
        name: 'fetch_page',
        arguments: { url: published.url.replace(/llms\.txt$/, 'pages/guide/zebra.html.md') },
      });
      expect(textOf(byCopy)).toBe(textOf(page));

      const leftOut = await client.callTool({
        name: 'fetch_page',
        arguments: { url: `${site.origin}${LEFT_OUT}` },
      });
      expect(leftOut.isError).toBe(true);
      const elsewhere = await client.callTool({
        name: 'fetch_page',
        arguments: { url: 'https://example.org/' },
      });
      expect(elsewhere.isError).toBe(true);

      const llmsTxt = await client.readResource({ uri: published.url });
      expect((llmsTxt.contents[0] as { text: string }).text).toBe(
        (await stack.server.inject(pathOf(published.url))).body,
      );
    });

    it.each(CONFORMANCE_SCENARIOS)(
      "passes the MCP conformance suite's %s scenario",
      async (scenario) => {
        // Through the front: the scenario's own Host and Origin must be the server's public ones.
        const judged = await runConformanceScenario(published.url.replace(/llms\.txt$/, 'mcp'), scenario);
        expect(judged.length).toBeGreaterThan(0);
        expect(judged.filter((check) => check.status !== 'SUCCESS')).toEqual([]);
      },
      CONFORMANCE_RUN_MS + 10_000,
    );

    it('speaks protocol 2025-06-18 too, refuses a foreign Origin and accepts its own', async () => {
      const older = await mcpPost(initialize('2025-06-18'));
      expect(older.status).toBe(200);
      expect((await older.json()).result.protocolVersion).toBe('2025-06-18');

      const foreign = await mcpPost(initialize('2025-11-25'), { origin: 'https://attacker.example' });
      expect(foreign.status).toBe(403);
      expect((await foreign.json()).error).toBe('origin_refused');
      const own = await mcpPost(initialize('2025-11-25'), { origin: new URL(published.url).origin });
      expect(own.status).toBe(200);
    });

    it('answers 404 for an unknown slug, and for the copies and server of a withdrawn file', async () => {
      const unknown = await fetch(`http://${new URL(listening).host}/s/never-published-here/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(initialize('2025-11-25')),
      });
      expect(unknown.status).toBe(404);

      const withdrawn = await stack.server.inject({
        method: 'DELETE',
        url: `/api/llm-file/${fileId}/publish`,
        headers: auth(),
      });
      expect(withdrawn.statusCode).toBe(200);
      expect((await mcpPost(initialize('2025-11-25'))).status).toBe(404);
      const copy = published.url.replace(/llms\.txt$/, 'pages/index.md');
      expect((await stack.server.inject(pathOf(copy))).statusCode).toBe(404);
    });
  },
);
