import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorBodySchema, sharedReadinessReportSchema, validationResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime, startRoutedSite, type RoutedResponse, type RoutedSite } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

/**
 * The longest the gateway's thread may be held at once while a hostile site is read. Generous: a
 * thread that answers other requests is held for milliseconds; the parsers this guards against held
 * it for seconds to hours, or overflowed its stack and ended the process.
 */
const EVENT_LOOP_BOUND_MS = 2_000;

const html = (body: string) =>
  `<!doctype html><html><head><title>Hostile</title></head><body>${body}</body></html>`;
const nested = (depth: number) => html(`${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}`);
/** 20,000 wildcard rules robots-parser matches in rules × pattern × path time. */
const SLOW_ROBOTS = `User-agent: *\n${'Disallow: /*a*a*a*a*a*b\n'.repeat(20_000)}`;
const LONG_LINKS = Array.from(
  { length: 20 },
  (_, index) => `- [Page ${index}]({origin}/${'a'.repeat(2_000)}${index}): a page`,
).join('\n');
const LISTING =
  '# Hostile\n\n> A site that answers with anything.\n\n## Pages\n\n- [A]({origin}/a): a\n- [B]({origin}/b): b\n';

/** Pages a site may send, each once as every page of a site whose llms.txt lists two of them. */
const HOSTILE_PAGES: [string, Record<string, RoutedResponse>][] = [
  [
    '12,000 nested elements (it overflowed the stack and ended the process)',
    { '*': { body: nested(12_000) } },
  ],
  ['100,000 nested elements', { '*': { body: nested(100_000) } }],
  [
    'an element with 200,000 attributes',
    {
      '*': {
        body: html(`<div ${Array.from({ length: 200_000 }, (_, index) => `a${index}`).join(' ')}>x</div>`),
      },
    },
  ],
  ['2 MB of one text node', { '*': { body: html(`<p>${'word '.repeat(400_000)}</p>`) } }],
  [
    '60,000 unclosed meta tags naming a generator',
    { '*': { body: `<!doctype html><html><head>${'<meta name="generator" '.repeat(60_000)}` } },
  ],
  [
    'a markdown copy of a million "](" pairs',
    {
      '*': { body: html('<main><p>A page with a markdown copy.</p></main>') },
      '/a.md': { type: 'text/markdown', body: ']('.repeat(1_000_000) },
      '/b.md': { type: 'text/markdown', body: `${'## \n'.repeat(200_000)}x` },
    },
  ],
  [
    'a robots.txt of 20,000 wildcard rules against long links',
    {
      '*': { body: html('<main><p>An ordinary page.</p></main>') },
      '/robots.txt': { type: 'text/plain', body: SLOW_ROBOTS },
      '/llms.txt': { type: 'text/plain', body: `# Slow\n\n> Long links.\n\n## Pages\n\n${LONG_LINKS}\n` },
    },
  ],
  [
    'a robots.txt of 500,000 blank lines and a sitemap of unclosed tags',
    {
      '*': { body: html('<p>An ordinary page.</p>') },
      '/robots.txt': { type: 'text/plain', body: `${'\n'.repeat(500_000)}Sitemap: {origin}/sitemap.xml\n` },
      '/sitemap.xml': { type: 'application/xml', body: `<urlset>${'<loc>'.repeat(1_000_000)}` },
    },
  ],
];

/**
 * No request may stop or stall the gateway, whatever the site it names sends: every route that reads
 * a site's answer, against pages built to overflow a recursive walk or to cost a parser the square of
 * their size.
 */
describe('the gateway reading hostile sites', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  const sites: RoutedSite[] = [];
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);
  let nextAddress = 0;

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnhandled);
    runtime = await createTestRuntime('hostile-sites-test', {
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_TIMEOUT_MS: '10000',
      VALIDATOR_DEADLINE_MS: '5000',
    });
    server = await buildServer(runtime);
  });
  afterEach(() => {
    expect(unhandled).toEqual([]);
  });
  afterAll(async () => {
    process.off('unhandledRejection', recordUnhandled);
    await server?.close();
    await runtime?.close();
    for (const site of sites) await site.close();
  });

  const siteOf = async (routes: Record<string, RoutedResponse>) => {
    const site = await startRoutedSite({ '/llms.txt': { type: 'text/plain', body: LISTING }, ...routes });
    sites.push(site);
    return site;
  };

  /**
   * Sends the request and, while it runs, asks /healthz: the health answer must come first, the
   * gateway's thread must never be held long, and the request must get an answer of its own.
   */
  async function whileHealthy(
    send: (remoteAddress: string) => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let settled = false;
    const hostile = send(`198.51.100.${++nextAddress}`).finally(() => {
      settled = true;
    });
    try {
      const health = await server.inject({ method: 'GET', url: '/healthz' });
      expect({ health: health.statusCode, hostileAnsweredFirst: settled }).toEqual({
        health: 200,
        hostileAnsweredFirst: false,
      });
      return await hostile;
    } finally {
      delay.disable();
      expect(delay.max / 1e6).toBeLessThan(EVENT_LOOP_BOUND_MS);
      expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  }

  /** A report, or the validator's clear refusal of a file too slow to check. */
  function expectValidatorAnswer(response: LightMyRequestResponse): void {
    if (response.statusCode === 200) validationResponseSchema.parse(response.json());
    else
      expect([response.statusCode, errorBodySchema.parse(response.json()).error]).toEqual([
        422,
        'validation_too_slow',
      ]);
  }

  it.each(HOSTILE_PAGES)('answers the readiness report of a site sending %s', async (_name, routes) => {
    const site = await siteOf(routes);
    const response = await whileHealthy((remoteAddress) =>
      server.inject({
        method: 'POST',
        url: '/api/agent-readiness',
        remoteAddress,
        payload: { url: `${site.origin}/` },
      }),
    );
    expect(response.statusCode).toBe(200);
    const report = sharedReadinessReportSchema.parse(response.json());
    expect(report.checks.length).toBeGreaterThan(20);
  });

  it.each(HOSTILE_PAGES)('answers the validator for a site sending %s', async (_name, routes) => {
    const site = await siteOf({ ...routes, '/llms.txt': routes['/llms.txt'] ?? routes['*'] ?? {} });
    const response = await whileHealthy((remoteAddress) =>
      server.inject({
        method: 'POST',
        url: '/api/validate-llms-txt',
        remoteAddress,
        payload: { url: `${site.origin}/`, includeRobotsTxt: true },
      }),
    );
    expectValidatorAnswer(response);
  });

  it.each([
    ['100,000 nested elements', `# a\n\n${'<div>'.repeat(100_000)}`],
    ['a million "](" pairs', `# a\n\n${']('.repeat(1_000_000)}`],
    ['one line of 2 MB', `# a${' '.repeat(2 * 1024 * 1024 - 8)}x`],
  ])('answers the validator for pasted text of %s', async (_name, content) => {
    const response = await whileHealthy((remoteAddress) =>
      server.inject({ method: 'POST', url: '/api/validate-llms-txt', remoteAddress, payload: { content } }),
    );
    expectValidatorAnswer(response);
  });

  it('answers a check of site verification on a hostile home page', async () => {
    const site = await siteOf({ '*': { body: nested(100_000) } });
    const { accessToken } = await registerAccount(
      server,
      `hostile-sites-${randomUUID()}@example.com`,
      'Hostile-Sites-2030!',
    );
    const ask = (url: string, remoteAddress: string) =>
      server.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { url: `${site.origin}/` },
      });
    expect((await ask('/api/sites/verification', '198.51.100.250')).statusCode).toBe(200);
    const response = await whileHealthy((remoteAddress) =>
      ask('/api/sites/verification/check', remoteAddress),
    );
    expect(response.statusCode).toBe(200);
  });
});
