import type http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, describe, it } from 'vitest';
import type { AnalysisRecord } from '@signpost/contracts';
import { freePort, startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { startStack, type Stack } from '../tests/support/stack.js';

/**
 * How long a whole analysis (embedded stack, the production job attempts, backoff and crawl timeout)
 * takes to end on each hostile site. Run: `npm run bench -- bench/hostile-sites.bench.ts`.
 * `HOSTILE_PAGE_LIMIT=1000` analyses on that page limit (the scale plan's) instead of the starter
 * plan's; `HOSTILE_CASE=sitemap` runs only the cases whose name holds that text (`HOSTILE_CASE=404`
 * the sitemap whose pages all answer 404, the case at `HOSTILE_PAGE_LIMIT=1100` and 5000).
 */
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const GIVE_UP_MS = 150_000;
const PRODUCTION_TIMINGS = { JOB_ATTEMPTS: '5', JOB_BACKOFF_MS: '2000', CRAWL_TIMEOUT_MS: '15000' };
const SITEMAP_URLS = 200_000;
const PAGE_LIMIT = process.env['HOSTILE_PAGE_LIMIT'];
const ONLY_CASE = process.env['HOSTILE_CASE'] ?? '';

const servers: LocalServer[] = [];
let requestsMade = 0;
/** Each API call comes from an address of its own, so polling never meets the per-address limit. */
const nextAddress = () => {
  requestsMade += 1;
  return `10.9.${Math.floor(requestsMade / 250) % 250}.${(requestsMade % 250) + 1}`;
};

async function serve(handler: Handler): Promise<string> {
  const server = await startLocalServer(handler);
  servers.push(server);
  return server.url;
}

async function closedPort(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

function drip(response: http.ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/html' });
  const timer = setInterval(() => response.write('a'), 1_000);
  response.on('close', () => clearInterval(timer));
}

/** A sitemap of SITEMAP_URLS addresses; `pagesExist` false makes every one of them answer 404. */
function hugeSitemapSite(pagesExist: boolean): Promise<string> {
  let body: Buffer | null = null;
  let origin = '';
  const sitemap = () => {
    const urls = Array.from({ length: SITEMAP_URLS }, (_, i) => `<url><loc>${origin}/p/${i}</loc></url>`);
    return zlib.gzipSync(`<urlset>${urls.join('')}</urlset>`);
  };
  return serve((request, response) => {
    if (request.url === '/sitemap.xml') {
      body ??= sitemap();
      response.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'gzip' }).end(body);
      return;
    }
    if (request.url === '/robots.txt') return void response.writeHead(404).end();
    if (!pagesExist && request.url !== '/') return void response.writeHead(404).end('<h1>Not found</h1>');
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<title>Page ${request.url} | Huge</title><p>${'Some words about this page. '.repeat(20)}</p>`);
  }).then((started) => (origin = started));
}

const CASES: Record<string, () => Promise<string>> = {
  'redirect loop': () =>
    serve((request, response) => response.writeHead(302, { location: request.url ?? '/' }).end()),
  'redirect loop, 20 ms a hop': () =>
    serve((request, response) =>
      setTimeout(() => response.writeHead(302, { location: request.url ?? '/' }).end(), 20),
    ),
  'two-address redirect loop': () =>
    serve((request, response) =>
      response.writeHead(301, { location: request.url === '/b' ? '/a' : '/b' }).end(),
    ),
  '30-hop redirect chain': () =>
    serve((request, response) => {
      const hop = Number(/^\/hop\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
      if (hop < 30) return void response.writeHead(302, { location: `/hop/${hop + 1}` }).end();
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Finally</title>');
    }),
  'refused connection': closedPort,
  'home page 404': () => serve((_request, response) => response.writeHead(404).end('gone')),
  'never sends headers': () => serve(() => undefined),
  'drips a byte a second': () => serve((_request, response) => drip(response)),
  [`${SITEMAP_URLS / 1000}k-URL sitemap`]: () => hugeSitemapSite(true),
  [`${SITEMAP_URLS / 1000}k-URL sitemap, all 404`]: () => hugeSitemapSite(false),
};

async function timeAnalysis(stack: Stack, origin: string): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  const requestedAt = Date.now();
  const response = await stack.server.inject({
    method: 'POST',
    url: '/api/analyze',
    payload: { url: origin, force: true },
    remoteAddress: nextAddress(),
  });
  const { analysisId } = response.json() as { analysisId?: string };
  if (analysisId === undefined) throw new Error(`analysis refused: ${response.body}`);
  while (performance.now() - started < GIVE_UP_MS) {
    const answer = await stack.server.inject({
      url: `/api/analysis/${analysisId}`,
      remoteAddress: nextAddress(),
    });
    if (answer.statusCode !== 200) throw new Error(`analysis unreadable: ${answer.body}`);
    const record = answer.json() as AnalysisRecord;
    if (record.status !== 'processing') {
      const outcome =
        record.status === 'failed'
          ? `failed: ${record.error ?? ''}`
          : `${record.status}, ${record.discoveredPages.length} pages`;
      // When discovery started, from the request: a slow start is waiting, not crawling.
      const discovery = record.progress.stages.find((stage) => stage.id === 'discovery');
      const began = discovery?.startedAt == null ? null : Date.parse(discovery.startedAt) - requestedAt;
      const when = began === null ? '' : ` (discovery began after ${(began / 1000).toFixed(2)} s)`;
      return { ms: performance.now() - started, outcome: `${outcome}${when}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ms: GIVE_UP_MS, outcome: 'still running' };
}

describe('hostile sites, whole analysis', () => {
  let stack: Stack | undefined;
  afterAll(async () => {
    await stack?.close();
    for (const server of servers) await server.close();
  });

  it('times each hostile case', { timeout: GIVE_UP_MS * Object.keys(CASES).length + 60_000 }, async () => {
    stack = await startStack('embedded', {
      env: {
        ...PRODUCTION_TIMINGS,
        ANALYSIS_CACHE_HOURS: '0',
        ...(PAGE_LIMIT === undefined ? {} : { PLAN_STARTER_MAX_PAGES: PAGE_LIMIT }),
      },
      workers: ['discovery', 'extraction', 'scoring'],
    });
    const { crawl, plans } = stack.config;
    console.log(
      `\nattempts ${stack.config.queue.attempts}, backoff ${stack.config.queue.backoffMs} ms, crawl timeout ${crawl.timeoutMs} ms, page limit ${plans.starter.maxPagesPerAnalysis}`,
    );
    console.log('case                        | seconds | outcome');
    for (const [name, start] of Object.entries(CASES).filter(([name]) => name.includes(ONLY_CASE))) {
      const origin = await start();
      const { ms, outcome } = await timeAnalysis(stack, origin);
      const shown = outcome === 'still running' ? `> ${(ms / 1000).toFixed(0)}` : (ms / 1000).toFixed(2);
      console.log(`${name.padEnd(27)} | ${shown.padStart(7)} | ${outcome}`);
    }
  });
});
