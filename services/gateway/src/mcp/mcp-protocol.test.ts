import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessionSchema, createdApiKeySchema, errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { CONFORMANCE_RUN_MS, runConformanceScenario, startFront, type Front } from '@signpost/testing/mcp';
import { buildServer } from '../server.js';

/**
 * The MCP project's server scenarios that apply to a server of tools without sessions: the others
 * call the reference server's own test tools, resources, prompts, sampling or elicitation.
 */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];

/** The JSON-RPC messages of an event-stream answer. */
function messagesOf(stream: string): { result?: Record<string, unknown>; error?: unknown }[] {
  return stream
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)));
}

/** The transport as the MCP project's conformance suite and a plain HTTP client see it. */
describe("Signpost's MCP endpoint", () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let proxy: Front;
  let gateway: URL;
  let front: URL;
  let key = '';
  let owner = '';

  beforeAll(async () => {
    // The conformance runner connects without credentials: the front adds the caller's bearer.
    proxy = await startFront(
      () => gateway,
      () => ({ authorization: `Bearer ${key}` }),
    );
    front = new URL(`${proxy.origin}/mcp`);
    // Browser pages of the product's own address may call; the suite's "valid" origin is that one.
    runtime = await createTestRuntime('mcp-protocol-test', { PUBLIC_URL: front.origin });
    server = await buildServer(runtime);
    await server.listen({ host: '127.0.0.1', port: 0 });
    gateway = new URL(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/mcp`);

    const session = authSessionSchema.parse(
      (
        await server.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: 'mcp-protocol@example.com', password: 'Mcp-Protocol-Password-1' },
        })
      ).json(),
    );
    owner = session.user.id;
    await runtime.repos.users.setPlan(session.user.id, {
      tier: 'scale',
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
    const made = await server.inject({
      method: 'POST',
      url: '/api/keys',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { name: 'Conformance' },
    });
    key = createdApiKeySchema.parse(made.json()).key;
  });

  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    await runtime?.close();
  });

  const post = (body: object, headers: Record<string, string> = {}) =>
    fetch(gateway, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${key}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it.each(SCENARIOS)(
    "passes the MCP conformance suite's %s scenario",
    async (scenario) => {
      const judged = await runConformanceScenario(front.href, scenario);
      expect(judged.length).toBeGreaterThan(0);
      expect(judged.filter((check) => check.status !== 'SUCCESS')).toEqual([]);
    },
    CONFORMANCE_RUN_MS + 10_000,
  );

  it.each(['2025-11-25', '2025-06-18'])('speaks protocol version %s', async (protocolVersion) => {
    const initialized = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion, capabilities: {}, clientInfo: { name: 'plain-http', version: '0' } },
    });
    expect(initialized.status).toBe(200);
    expect(initialized.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const [answer] = messagesOf(await initialized.text());
    expect(answer?.result).toMatchObject({ protocolVersion, serverInfo: { name: 'signpost' } });

    const listed = await post(
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { 'mcp-protocol-version': protocolVersion },
    );
    const [tools] = messagesOf(await listed.text());
    expect((tools?.result?.tools as { name: string }[]).map((tool) => tool.name)).toHaveLength(4);
  });

  it('refuses a browser page of another origin, and takes one of its own', async () => {
    const ping = { jsonrpc: '2.0', id: 3, method: 'ping' };
    const foreign = await post(ping, { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
    expect(errorBodySchema.parse(await foreign.json()).error).toBe('origin_refused');
    expect((await post(ping, { origin: front.origin })).status).toBe(200);
  });

  it('keeps no sessions: GET and DELETE answer 405, naming POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(gateway, { method, headers: { authorization: `Bearer ${key}` } });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
  });

  it('says why it refuses a message it cannot take', async () => {
    const notJsonRpc = await post({ hello: 'world' });
    expect(notJsonRpc.status).toBe(400);
    expect(errorBodySchema.parse(await notJsonRpc.json()).error).toBe('invalid_input');
    const jsonOnly = await post({ jsonrpc: '2.0', id: 4, method: 'ping' }, { accept: 'application/json' });
    expect(jsonOnly.status).toBe(406);
    expect(await jsonOnly.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
  });

  it('answers a call still waiting for its analysis at once when the gateway shuts down', async () => {
    // No workers run here: the analysis the call starts stays processing for good.
    const second = await buildServer(runtime);
    await second.listen({ host: '127.0.0.1', port: 0 });
    const client = new Client({ name: 'shutdown-test', version: '0' });
    await client.connect(
      new StreamableHTTPClientTransport(
        new URL(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}/mcp`),
        {
          requestInit: { headers: { authorization: `Bearer ${key}` } },
        },
      ),
    );
    const waiting = client.callTool({
      name: 'analyze_site',
      arguments: { url: 'https://never-read.example/' },
    });
    await vi.waitFor(async () => expect(await runtime.repos.analyses.listByUser(owner, 10)).toHaveLength(1));
    const [analysis] = await runtime.repos.analyses.listByUser(owner, 10);

    await second.close();
    const answer = (await waiting) as CallToolResult;
    expect(answer.isError).toBe(true);
    expect((answer.content[0] as { text: string }).text).toContain(`analysis ${analysis!.id} goes on`);
    await client.close();
  });
});
