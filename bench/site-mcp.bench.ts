import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownCopyPath, searchDocsResultSchema } from '@signpost/contracts';
import type { PublishedPage } from '@signpost/db';
import { generateLlmsTxt } from '@signpost/llmstxt';
import { startStack, type Stack } from '../tests/support/stack.js';

const PAGES = 1_000;
const CALLS = 300;
/** Calls one client address makes before the next takes over, within the per-address limit. */
const CALLS_PER_CLIENT = 100;
const PROTOCOL_VERSION = '2025-11-25';
const ORIGIN = 'https://docs.bench.example';

/** A seeded generator, so every run searches the same site. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BASE_WORDS = (
  'widget render layout theme token cache queue stream buffer plugin module bundle runtime memory ' +
  'storage volume schema request response server deploy install example review policy cluster ' +
  'replica index shard backup restore migrate upgrade config secret webhook event trigger metric ' +
  'alert dashboard export import tenant account billing invoice report search filter sort page'
).split(' ');
/** The vocabulary: common words first, then made-up ones that become rarer down the list (Zipf-like). */
const VOCABULARY = [
  ...BASE_WORDS,
  ...Array.from({ length: 1_500 }, (_, index) => `term${index.toString(36)}`),
];

/** A documentation page of about 600 words in five sections. */
function page(index: number, next: () => number): PublishedPage {
  const word = () => VOCABULARY[Math.floor(VOCABULARY.length * next() ** 3)]!;
  const words = (count: number) => Array.from({ length: count }, word).join(' ');
  const title = `${words(3)} ${index}`;
  const sections = Array.from(
    { length: 5 },
    () => `## ${words(3)}\n\n${words(60)}.\n\n${words(60)}.\n\n- ${words(8)}\n- ${words(8)}`,
  );
  const url = `${ORIGIN}/docs/${index}`;
  return {
    path: markdownCopyPath(url)!,
    url,
    title,
    markdown: `# ${title}\n\n${sections.join('\n\n')}\n`,
    language: 'en',
  };
}

const QUERIES = [
  'widget',
  'cache configuration',
  'deploy the server behind a queue',
  '"render layout"',
  'token -cache',
  'term1a',
  'termzz webhook retries',
  'how do I restore a backup',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const figures = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
  `max ${Math.max(...times).toFixed(1)} ms (${times.length} calls)`;

/**
 * A site's MCP server over a 1,000-page publication (issue 37): search_docs and fetch_page called
 * over HTTP against a listening gateway, on PGlite (embedded) and on Postgres, as an initialised
 * Streamable HTTP client sends them (the SDK's client cannot load under the benches' `source`
 * resolution; the tests use it). Prints each tool's p50 and p95 as the client saw them; asserts only
 * that the answers are answers. Clients take turns under addresses of their own (behind a trusted
 * proxy), so the figures measure the server, not its limit per address.
 * Run: `npm run bench -- bench/site-mcp.bench.ts`.
 */
describe.each(['embedded', 'distributed'] as const)('a site’s MCP server over 1,000 pages (%s)', (kind) => {
  let stack: Stack;
  let endpoint: URL;
  let pages: PublishedPage[];

  beforeAll(async () => {
    // The embedded stack needs a worker stage to start its in-process queue; the mail stage is the lightest.
    stack = await startStack(kind, {
      env: { TRUST_PROXY: '127.0.0.1' },
      workers: kind === 'embedded' ? ['mail'] : [],
    });
    const [runtime] = stack.runtimes;
    if (!runtime) throw new Error('no gateway runtime');
    const owner = await runtime.repos.users.create({
      id: randomUUID(),
      email: `bench-${randomUUID()}@example.com`,
      password_hash: null,
    });
    if (!owner) throw new Error('bench account not created');
    const next = random(37);
    pages = Array.from({ length: PAGES }, (_, index) => page(index, next));
    const content = generateLlmsTxt({
      siteName: 'Bench Docs',
      summary: 'A thousand pages of documentation.',
      pages: pages.map(({ url, title }) => ({ url, title, description: '', category: 'docs' as const })),
    });
    const slug = `bench-docs-${owner.id.slice(0, 8)}`;
    const started = performance.now();
    await runtime.repos.publishedFiles.publish(
      { slug, randomSlug: slug },
      {
        userId: owner.id,
        site: 'docs.bench.example',
        llmFileId: randomUUID(),
        content,
        fullFiles: [],
        pages,
      },
    );
    console.log(`${kind}: published ${PAGES} pages in ${(performance.now() - started).toFixed(0)} ms`);
    await stack.server.listen({ host: '127.0.0.1', port: 0 });
    endpoint = new URL(
      `http://127.0.0.1:${(stack.server.server.address() as AddressInfo).port}/s/${slug}/mcp`,
    );
  });
  afterAll(() => stack?.close());

  let calls = 0;
  /** One tools/call, from the client address whose turn it is; its result. */
  async function callTool(name: string, args: object) {
    calls += 1;
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': PROTOCOL_VERSION,
        'x-forwarded-for': `10.37.${Math.floor(calls / CALLS_PER_CLIENT) % 250}.1`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: calls,
        method: 'tools/call',
        params: { name, arguments: args },
      }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { result: { isError?: boolean; structuredContent?: unknown } }).result;
  }

  async function timed(count: number, call: (index: number) => Promise<void>) {
    const times: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const started = performance.now();
      await call(index);
      times.push(performance.now() - started);
    }
    return times;
  }

  it('prints search_docs and fetch_page latency', async () => {
    const search = async (index: number) => {
      const result = await callTool('search_docs', { query: QUERIES[index % QUERIES.length]!, limit: 5 });
      expect(result.isError).toBeFalsy();
      searchDocsResultSchema.array().parse((result.structuredContent as { results: unknown }).results);
    };
    const fetchPage = async (index: number) => {
      const result = await callTool('fetch_page', { url: pages[(index * 7919) % PAGES]!.url });
      expect(result.isError).toBeFalsy();
    };
    await timed(20, search);
    await timed(20, fetchPage);
    const searchTimes = await timed(CALLS, search);
    const fetchTimes = await timed(CALLS, fetchPage);
    console.log(
      [
        `\nsite MCP server, ${PAGES} pages of about 600 words, ${kind === 'embedded' ? 'PGlite' : 'Postgres'}`,
        `  search_docs: ${figures(searchTimes)}`,
        `  fetch_page:  ${figures(fetchTimes)}`,
      ].join('\n'),
    );
  });
});
