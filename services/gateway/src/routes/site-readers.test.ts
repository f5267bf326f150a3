import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publishedFileResponseSchema, siteReadersSchema, type SiteReaders } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestDatabase, createTestRuntime, type TestPostgres } from '@signpost/testing';
import { buildServer } from '../server.js';
import { publishingCalls } from '../testing/published-file.test-support.js';

/** User-agent strings as the operators document them, and a person's browser. */
const AGENTS = {
  gptBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
  claudeBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  searchBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
  chatGptUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  claudeUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};

const BACKENDS: [string, () => Promise<{ settings: Record<string, string>; drop(): Promise<void> }>][] = [
  ['pglite', async () => ({ settings: {}, drop: async () => {} })],
  [
    'postgres',
    async () => {
      const database: TestPostgres = await createTestDatabase();
      const settings = {
        DATABASE_URL: database.url,
        JWT_SECRET: 'a-test-only-secret-that-is-long-enough-0123456789',
      };
      return { settings, drop: database.drop };
    },
  ],
];

/**
 * Reads of a published file, its full text, a markdown copy and its MCP server by real agents, counted
 * off the request path and answered by the readers' API once the gateway's counter has flushed.
 */
describe.each(BACKENDS)('readers of a published site on %s', (name, backend) => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let drop: () => Promise<void>;
  let calls: ReturnType<typeof publishingCalls>;

  beforeAll(async () => {
    const database = await backend();
    drop = database.drop;
    runtime = await createTestRuntime(`site-readers-${name}`, database.settings);
    server = await buildServer(runtime);
    calls = publishingCalls(server, runtime);
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await drop?.();
  });

  const get = (url: string, userAgent: string) =>
    server.inject({ url: new URL(url).pathname, headers: { 'user-agent': userAgent } });
  const readers = (site: string, token: string, query = '') =>
    server.inject({
      url: `/api/sites/${encodeURIComponent(site)}/readers${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it(
    'counts each read by its agent’s class, MCP calls as mcp, within a flush',
    { timeout: 30_000 },
    async () => {
      const owner = await calls.account('reader-owner');
      const published = publishedFileResponseSchema.parse(
        (await calls.publish(await calls.generated(owner), owner.token)).json(),
      );
      const copy = published.url.replace(/llms\.txt$/, 'pages/install.md');
      const mcp = new URL(published.url.replace(/llms\.txt$/, 'mcp')).pathname;

      const answers = await Promise.all([
        get(published.url, AGENTS.gptBot),
        get(published.url, AGENTS.gptBot),
        get(published.fullUrl, AGENTS.claudeBot),
        get(published.url, AGENTS.searchBot),
        get(copy, AGENTS.chatGptUser),
        get(published.url, AGENTS.googlebot),
        get(copy, AGENTS.chrome),
        server.inject({
          method: 'POST',
          url: mcp,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'user-agent': AGENTS.claudeUser,
          },
          payload: INITIALIZE,
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
      // Not served: nothing to count.
      expect(
        (await get(published.url.replace(/\/s\/[^/]+\//, '/s/nobody-here/'), AGENTS.gptBot)).statusCode,
      ).toBe(404);

      let counted: SiteReaders | undefined;
      await expect
        .poll(
          async () => {
            counted = siteReadersSchema.parse((await readers('docs.example', owner.token)).json());
            return counted.total;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(8);
      expect(counted?.byClass).toEqual({
        'ai-training': 3,
        'ai-search': 1,
        'ai-user': 1,
        'search-engine': 1,
        mcp: 1,
        other: 1,
      });
      expect(counted?.byAgent).toEqual([
        { agent: 'GPTBot', class: 'ai-training', count: 2 },
        { agent: 'Browser', class: 'other', count: 1 },
        { agent: 'ChatGPT-User', class: 'ai-user', count: 1 },
        { agent: 'Claude-User', class: 'mcp', count: 1 },
        { agent: 'ClaudeBot', class: 'ai-training', count: 1 },
        { agent: 'Googlebot', class: 'search-engine', count: 1 },
        { agent: 'OAI-SearchBot', class: 'ai-search', count: 1 },
      ]);
      expect(counted?.days).toHaveLength(30);
      expect(counted?.days.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), total: 8 });
      const week = siteReadersSchema.parse(
        (await readers('www.docs.example', owner.token, '?days=7')).json(),
      );
      expect([week.total, week.days.length]).toEqual([8, 7]);
    },
  );

  it('answers only the publishing account, for 1 to 90 days', async () => {
    const owner = await calls.account('reader-owner');
    await calls.publish(await calls.generated(owner, { origin: 'https://other.example' }), owner.token);
    const stranger = await calls.account('stranger');
    expect((await readers('other.example', stranger.token)).statusCode).toBe(404);
    expect((await readers('unpublished.example', owner.token)).statusCode).toBe(404);
    expect((await server.inject('/api/sites/other.example/readers')).statusCode).toBe(401);
    expect((await readers('other.example', owner.token, '?days=0')).statusCode).toBe(400);
    expect((await readers('other.example', owner.token, '?days=91')).statusCode).toBe(400);
    expect((await readers('other.example', owner.token, '?days=90')).statusCode).toBe(200);
  });
});
