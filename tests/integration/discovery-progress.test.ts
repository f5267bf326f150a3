import type { AnalysisRecord } from '@signpost/contracts';
import { distinctProse } from '@signpost/testing';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

const PAGES = 120;
const PLAN_LIMIT = 60;

/**
 * A site of PAGES pages listed in its sitemap, whose pages past each gate wait until the test opens
 * it: crawled one page at a time, the test sees discovery's counts at two points of the crawl,
 * however fast the machine is.
 */
function gatedSite() {
  const gates = [10, 30].map((after) => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { after, open, opened };
  });
  const start = async () => {
    const server: LocalServer = await startLocalServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === '/sitemap.xml') {
        const urls = Array.from({ length: PAGES }, (_, n) => `<url><loc>${server.url}/page-${n}</loc></url>`);
        response.writeHead(200, { 'content-type': 'application/xml' });
        return void response.end(
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
        );
      }
      if (path === '/robots.txt') return void response.writeHead(404).end();
      const number = path === '/' ? -1 : Number(/^\/page-(\d+)$/.exec(path)?.[1] ?? NaN);
      if (Number.isNaN(number)) return void response.writeHead(404).end();
      const waitFor = gates.filter((gate) => number >= gate.after).map((gate) => gate.opened);
      void Promise.all(waitFor).then(() => {
        const title = number < 0 ? 'Home' : `Page ${number}`;
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<!doctype html><title>${title}</title><main><h1>${title}</h1>${distinctProse(path)}</main>`);
      });
    });
    return server;
  };
  return { gates, start };
}

async function pollUntil(
  stack: Stack,
  analysisId: string,
  seen: AnalysisRecord[],
  done: (record: AnalysisRecord) => boolean,
): Promise<AnalysisRecord> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await stack.server.inject(`/api/analysis/${analysisId}`);
    if (answer.statusCode !== 200)
      throw new Error(`GET /api/analysis answered ${answer.statusCode}: ${answer.body}`);
    const record = answer.json() as AnalysisRecord;
    seen.push(record);
    if (done(record)) return record;
    if (record.status !== 'processing' || Date.now() > deadline) {
      throw new Error(`never seen: ${JSON.stringify(record.progress)}`);
    }
    // Under the gateway's general limit of 300 requests a minute per address.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(['embedded', 'distributed'] as const)('progress while discovery runs (%s)', (kind) => {
  let stack: Stack;
  const site = gatedSite();
  let server: LocalServer;

  beforeAll(async () => {
    server = await site.start();
    // One request at a time, in the crawl's order: a held page holds the crawl exactly there.
    stack = await startStack(kind, {
      env: {
        PLAN_STARTER_MAX_PAGES: String(PLAN_LIMIT),
        CRAWL_HOST_CONCURRENCY: '1',
        CRAWL_HOST_CONCURRENCY_MAX: '1',
      },
    });
  });

  afterAll(async () => {
    for (const gate of site.gates) gate.open();
    await stack?.close();
    await server?.close();
  });

  it('shows pages found and read rising, a percent that never goes back, and the limit that left pages out', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${server.url}/`, force: true },
    });
    expect(started.statusCode).toBe(202);
    const analysisId = started.json().analysisId as string;
    const seen: AnalysisRecord[] = [];
    const inDiscovery = (record: AnalysisRecord) => record.progress.stage === 'discovery';

    const first = await pollUntil(
      stack,
      analysisId,
      seen,
      (record) => inDiscovery(record) && record.progress.pagesFetched >= 5,
    );
    expect(first.progress.pagesFound).toBeGreaterThanOrEqual(PAGES);
    site.gates[0]!.open();
    const second = await pollUntil(
      stack,
      analysisId,
      seen,
      (record) => inDiscovery(record) && record.progress.pagesFetched >= 20,
    );
    expect(second.progress.percent).toBeGreaterThan(first.progress.percent);
    expect(first.pageLimit).toBeNull();
    site.gates[1]!.open();

    const finished = await waitForAnalysis(stack.server, analysisId);
    seen.push(finished);
    expect(finished.status).toBe('completed');
    const percents = seen.map((record) => record.progress.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    expect(finished.discoveredPages).toHaveLength(PLAN_LIMIT);
    expect(finished.pageLimit).toEqual({
      limit: PLAN_LIMIT,
      found: finished.totalPagesFound,
      leftOut: finished.totalPagesFound - PLAN_LIMIT,
      reason: 'plan',
    });
    expect(finished.totalPagesFound).toBeGreaterThanOrEqual(PAGES);
  });
});
