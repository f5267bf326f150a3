import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publishedFileResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { publishingCalls, type TestAccount } from '../testing/published-file.test-support.js';
import { SITE_MCP_MESSAGES_PER_MINUTE } from './site-mcp.js';

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};

/** The markdown copies and MCP server beside a published file: linking, moves, methods and limits. */
describe('a publication’s copies and MCP server', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let calls: ReturnType<typeof publishingCalls>;

  beforeAll(async () => {
    runtime = await createTestRuntime('published-site-routes-test');
    server = await buildServer(runtime);
    calls = publishingCalls(server, runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const publish = async (owner: TestAccount, fileId: string, payload?: object) => {
    const answer = await server.inject({
      method: 'POST',
      url: `/api/llm-file/${fileId}/publish`,
      headers: { authorization: `Bearer ${owner.token}` },
      ...(payload && { payload }),
    });
    expect(answer.statusCode).toBe(200);
    return publishedFileResponseSchema.parse(answer.json());
  };
  const pathOf = (url: string) => new URL(url).pathname;
  const mcp = (path: string, remoteAddress = '127.0.0.1') =>
    server.inject({ method: 'POST', url: path, headers: MCP_HEADERS, payload: INITIALIZE, remoteAddress });

  it('links the pages themselves unless asked, serving their copies either way', async () => {
    const owner = await calls.account('owner');
    const fileId = await calls.generated(owner);
    const plain = await publish(owner, fileId);
    expect(plain.linkMarkdown).toBe(false);
    const base = plain.url.replace(/llms\.txt$/, 'pages/');
    expect((await calls.read(plain.url)).body).toContain('(https://www.docs.example/install)');
    const copy = await calls.read(`${base}install.md`);
    expect([copy.statusCode, copy.body]).toEqual([
      200,
      expect.stringContaining('How to install the example'),
    ]);

    const linked = await publish(owner, fileId, { linkMarkdown: true });
    expect(linked.linkMarkdown).toBe(true);
    const file = (await calls.read(linked.url)).body;
    expect(file).toContain(`(${base}install.md)`);
    expect(file).not.toContain('(https://www.docs.example/install)');
    expect((await calls.read(linked.fullUrl)).body).toContain('How to deploy the example');
    expect((await server.inject(`${pathOf(base)}install`)).statusCode).toBe(400);
  });

  it('sends readers of a moved publication to its bare address, keeping the method for the MCP server', async () => {
    const owner = await calls.account('owner');
    const fileId = await calls.generated(owner);
    const own = pathOf((await publish(owner, fileId)).url).split('/')[2]!;
    const bare = `moved-${owner.userId.slice(0, 8)}`;
    // What publishing again does once the account proved control of the site: the file moves.
    await runtime.repos.publishedFiles.publish(
      { slug: bare, randomSlug: own },
      {
        userId: owner.userId,
        site: 'docs.example',
        llmFileId: fileId,
        content: '# Docs\n',
        fullFiles: [],
        pages: [],
      },
    );

    const copy = await server.inject(`/s/${own}/pages/install.md`);
    expect([copy.statusCode, copy.headers['location']]).toEqual([301, `/s/${bare}/pages/install.md`]);
    const moved = await mcp(`/s/${own}/mcp`);
    expect([moved.statusCode, moved.headers['location']]).toEqual([308, `/s/${bare}/mcp`]);
    expect((await mcp(`/s/${bare}/mcp`)).statusCode).toBe(200);
  });

  it('answers what a stateless server answers: JSON, 405 for an event stream, 406 without the right Accept', async () => {
    const owner = await calls.account('owner');
    const address = await publish(owner, await calls.generated(owner));
    const path = pathOf(address.mcpUrl);
    const initialized = await mcp(path);
    expect(initialized.headers['content-type']).toMatch(/^application\/json/);
    expect(initialized.json()).toMatchObject({
      id: 1,
      result: { serverInfo: { name: 'signpost-site-docs' } },
    });
    expect(initialized.headers['mcp-session-id']).toBeUndefined();

    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await server.inject({ method, url: path });
      expect([answer.statusCode, answer.headers['allow']]).toEqual([405, 'POST']);
    }
    const noStream = await server.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: INITIALIZE,
    });
    expect(noStream.statusCode).toBe(406);
    const notRpc = await server.inject({
      method: 'POST',
      url: path,
      headers: MCP_HEADERS,
      payload: { hello: 1 },
    });
    expect(notRpc.statusCode).toBe(400);
  });

  it('limits messages per address', async () => {
    for (let message = 0; message < SITE_MCP_MESSAGES_PER_MINUTE; message += 1) {
      expect((await mcp('/s/never-published-here/mcp', '192.0.2.77')).statusCode).toBe(404);
    }
    const limited = await mcp('/s/never-published-here/mcp', '192.0.2.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await mcp('/s/never-published-here/mcp', '192.0.2.78')).statusCode).toBe(404);
  });
});
