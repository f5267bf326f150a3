import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import {
  analyzeSiteResultSchema,
  authSessionSchema,
  checkAgentReadinessResultSchema,
  createdApiKeySchema,
  errorBodySchema,
  generateLlmsTxtResultSchema,
  validateLlmsTxtResultSchema,
  type Tier,
} from '@signpost/contracts';
import { ERROR_META_KEY } from '@signpost/mcp';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.js';

const PAGES = 12;

/**
 * Signpost's own MCP server (POST /mcp) as an agent meets it: the SDK's client over Streamable HTTP
 * against a listening gateway, with the pipeline's workers reading a local site.
 */
describe.each(['embedded', 'distributed'] as const)("Signpost's MCP server (%s)", (kind) => {
  let site: FixtureSite;
  let stack: Stack;
  let endpoint: URL;
  const clients: Client[] = [];

  beforeAll(async () => {
    site = await startFixtureSite({ pages: PAGES });
    // One free analysis a day, so the second is refused.
    stack = await startStack(kind, { env: { PLAN_STARTER_ANALYSES: '1' } });
    await stack.server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = stack.server.server.address() as AddressInfo;
    endpoint = new URL(`http://127.0.0.1:${port}/mcp`);
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close();
  });

  afterAll(async () => {
    await stack?.close();
    await site?.close();
  });

  let accounts = 0;
  async function account(tier: Tier) {
    accounts += 1;
    const registered = await stack.server.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `198.51.100.${accounts}`,
      payload: { email: `mcp-${kind}-${accounts}@example.com`, password: 'Mcp-Agent-Password-1' },
    });
    const session = authSessionSchema.parse(registered.json());
    await stack.runtimes[0]!.repos.users.setPlan(session.user.id, {
      tier,
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
    return session;
  }

  async function apiKey(): Promise<string> {
    const owner = await account('scale');
    const made = await stack.server.inject({
      method: 'POST',
      url: '/api/keys',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { name: 'Agent' },
    });
    return createdApiKeySchema.parse(made.json()).key;
  }

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'signpost-mcp-test', version: '0' });
    const transport = new StreamableHTTPClientTransport(endpoint, {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

  const initialize = (headers: Record<string, string>) =>
    fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-11-25',
          capabilities: {},
          clientInfo: { name: 'curl', version: '0' },
        },
      }),
    });

  it('answers a call without a valid bearer 401 with a Bearer challenge', async () => {
    const anonymous = await initialize({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="Signpost"');
    expect(errorBodySchema.parse(await anonymous.json()).error).toBe('unauthorized');

    const unknownKey = await initialize({ authorization: `Bearer sp_${'x'.repeat(46)}` });
    expect(unknownKey.status).toBe(401);
    expect(unknownKey.headers.get('www-authenticate')).toBe('Bearer realm="Signpost", error="invalid_token"');

    const client = new Client({ name: 'signpost-mcp-test', version: '0' });
    await expect(client.connect(new StreamableHTTPClientTransport(endpoint))).rejects.toThrow();
  });

  let analysisId: string;
  let key: string;

  it('analyses a site for an API key, with progress notifications while it runs', async () => {
    key = await apiKey();
    const client = await connect(key);
    const notices: Progress[] = [];
    const result = (await client.callTool(
      { name: 'analyze_site', arguments: { url: site.origin } },
      undefined,
      { onprogress: (notice) => notices.push(notice), resetTimeoutOnProgress: true },
    )) as CallToolResult;

    expect(result.isError).toBeFalsy();
    const answer = analyzeSiteResultSchema.parse(result.structuredContent);
    analysisId = answer.analysisId;
    expect(answer.pages.map((page) => new URL(page.url).pathname).sort()).toEqual([...site.paths].sort());
    expect(answer.totalPagesFound).toBe(PAGES + 1);
    expect(answer.defaultSelection.length).toBeGreaterThan(0);
    expect(answer.defaultSelection).toEqual(
      answer.pages.filter((page) => page.selected).map((page) => page.url),
    );

    // Seen while it ran (below 100%), then complete; rising with every notice, as MCP requires.
    expect(notices.some((notice) => notice.progress < 100)).toBe(true);
    expect(notices.at(-1)).toMatchObject({ progress: 100, total: 100 });
    for (const [index, notice] of notices.entries()) {
      expect(notice.message).toMatch(/^[A-Z][\w ]+: \d+ pages found, \d+ read/);
      if (index > 0) expect(notice.progress).toBeGreaterThan(notices[index - 1]!.progress);
    }
    // The same analysis the REST API reads, owned by the key's account.
    const record = await stack.server.inject({
      url: `/api/analysis/${analysisId}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(record.json()).toMatchObject({ id: analysisId, status: 'completed' });
  });

  it('writes the llms.txt of an analysis, by its id or by the site it analysed', async () => {
    const client = await connect(key);
    const byId = await call(client, 'generate_llms_txt', { analysisId });
    const file = generateLlmsTxtResultSchema.parse(byId.structuredContent);
    expect(file.analysisId).toBe(analysisId);
    expect(textOf(byId)).toBe(file.llmsTxt);
    expect(file.llmsTxt).toMatch(/^# Fixture Co\n/);
    expect(file.pageCount).toBeGreaterThan(0);

    // The caller's own analysis of the site from the last 24 hours answers: no new one is counted.
    const byUrl = await call(client, 'generate_llms_txt', { url: site.origin });
    expect(generateLlmsTxtResultSchema.parse(byUrl.structuredContent)).toEqual(file);
  });

  it('validates an llms.txt and checks agent readiness with the REST API services', async () => {
    const client = await connect(key);
    const text = generateLlmsTxtResultSchema.parse(
      (await call(client, 'generate_llms_txt', { analysisId })).structuredContent,
    ).llmsTxt;
    const ofText = validateLlmsTxtResultSchema.parse(
      (await call(client, 'validate_llms_txt', { content: text })).structuredContent,
    );
    expect(ofText).toMatchObject({ valid: true, checkedUrl: null });
    expect(ofText.score).toBeGreaterThan(50);

    const ofSite = validateLlmsTxtResultSchema.parse(
      (await call(client, 'validate_llms_txt', { url: site.origin })).structuredContent,
    );
    expect(ofSite.checkedUrl).toBe(`${site.origin}/llms.txt`);
    expect(ofSite.valid).toBe(false);

    const readiness = checkAgentReadinessResultSchema.parse(
      (await call(client, 'check_agent_readiness', { url: site.origin })).structuredContent,
    );
    expect(readiness.checks.map((check) => check.id)).toContain('llms-txt-exists');
    const shared = await stack.server.inject(`/api/agent-readiness/${readiness.id}`);
    expect(shared.json()).toMatchObject({ id: readiness.id, score: readiness.score });
  });

  it('refuses a free account past its limit as the REST API does, as a tool error', async () => {
    const free = await account('starter');
    const analyze = (url: string) =>
      stack.server.inject({
        method: 'POST',
        url: '/api/analyze',
        headers: { authorization: `Bearer ${free.accessToken}` },
        payload: { url },
      });
    expect((await analyze(site.origin)).statusCode).toBe(202);
    const refusedByRest = await analyze('https://another-site.example/');
    expect(refusedByRest.statusCode).toBe(429);
    const restBody = errorBodySchema.parse(refusedByRest.json());

    const client = await connect(free.accessToken);
    const refused = await call(client, 'analyze_site', { url: 'https://another-site.example/' });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toBeUndefined();
    expect(textOf(refused)).toBe(restBody.message);
    expect(refused._meta?.[ERROR_META_KEY]).toEqual(restBody);
  });
});
