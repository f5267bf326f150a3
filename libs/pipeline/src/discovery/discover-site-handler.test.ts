import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageRow } from '@signpost/db';
import { crawlSnapshotSchema } from '@signpost/discovery';
import { createGuardedFetcher } from '@signpost/fetch';
import {
  createAnalysis,
  createTestRuntime,
  jobContext,
  startFixtureSite,
  type FixtureSite,
  type TestRuntime,
} from '@signpost/testing';
import { createPageThreads } from '../page-threads/page-threads.js';
import { discoverSiteHandler } from './discover-site-handler.js';

const threads = createPageThreads(1);
let site: FixtureSite;
let runtime: TestRuntime;
let fetcher: ReturnType<typeof createGuardedFetcher>;

beforeAll(async () => {
  site = await startFixtureSite({ pages: 60 });
  runtime = await createTestRuntime('discover-site-handler-test', { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
  fetcher = createGuardedFetcher(runtime.config.crawl);
});

afterAll(async () => {
  await fetcher?.close();
  await runtime?.close();
  await site?.close();
  await threads.close();
});

const handler = () => discoverSiteHandler({ ...runtime, fetcher, threads, checkpointEveryMs: 20 });
const pageNumber = (path: string) => Number(/page-(\d+)$/.exec(path)?.[1] ?? 0);
const requests = () => [...site.hits.values()].reduce((sum, hits) => sum + hits, 0);

/** Every page row of the analysis, in discovery order. */
async function pagesOf(analysisId: string): Promise<PageRow[]> {
  const pages: PageRow[] = [];
  for (let batch = 0; ; batch += 1) {
    const rows = await runtime.repos.pages.listBatch(analysisId, batch);
    if (rows.length === 0) return pages;
    pages.push(...rows);
  }
}

const shown = (pages: PageRow[]) =>
  pages.map(({ url, position, batch, status, content_hash, nav_order }) => ({
    url,
    position,
    batch,
    status,
    content_hash,
    nav_order,
  }));

describe('discover-site resumed after its worker died', { timeout: 60_000 }, () => {
  it('carries on from the checkpoint: fewer requests, every page once, with its content', async () => {
    const unbroken = await createAnalysis(runtime.repos, { url: `${site.origin}/`, max_pages: 100 });
    await handler().handle({ analysisId: unbroken.id }, jobContext());
    const unbrokenRequests = requests();
    site.hits.clear();

    const analysis = await createAnalysis(runtime.repos, { url: `${site.origin}/`, max_pages: 100 });
    // Pages past the 30th hang until the run is stopped: its checkpoints hold the pages before them.
    site.hold((path) => pageNumber(path) > 30);
    const stop = new AbortController();
    const first = handler()
      .handle({ analysisId: analysis.id }, jobContext({ signal: stop.signal }))
      .catch((error: unknown) => error);
    await vi.waitFor(
      async () => {
        expect(site.heldCount()).toBeGreaterThan(0);
        const saved = await runtime.repos.discoveryCheckpoints.load(analysis.id);
        expect(saved?.keptPages.length).toBeGreaterThan(20);
      },
      { timeout: 20_000, interval: 50 },
    );
    stop.abort(new Error('worker killed'));
    expect(await first).toBeInstanceOf(Error);
    site.release();
    const checkpoint = await runtime.repos.discoveryCheckpoints.load(analysis.id);
    const { candidates } = crawlSnapshotSchema.parse((checkpoint?.state as { crawl: unknown }).crawl);
    const settled = candidates.list.filter(({ state }) => state !== 'pending').map(({ url }) => url);
    expect(settled.length).toBeGreaterThan(20);
    site.hits.clear();

    await handler().handle({ analysisId: analysis.id }, jobContext({ attempt: 2 }));

    expect(requests()).toBeLessThan(unbrokenRequests - 20);
    for (const url of settled) expect(site.hits.get(new URL(url).pathname), url).toBeUndefined();
    const pages = await pagesOf(analysis.id);
    expect(shown(pages)).toEqual(shown(await pagesOf(unbroken.id)));
    expect(pages.filter(({ status }) => status === 'fetched').length).toBeGreaterThan(50);
    const [resumed, reference] = await Promise.all([
      runtime.repos.analyses.get(analysis.id),
      runtime.repos.analyses.get(unbroken.id),
    ]);
    const counts = (row: typeof resumed) => ({
      stage: row?.stage,
      site_name: row?.site_name,
      pages_found: row?.pages_found,
      total_pages_found: row?.total_pages_found,
      batches_total: row?.batches_total,
      batches_outstanding: row?.batches_outstanding,
      default_language: row?.default_language,
    });
    expect(counts(resumed)).toEqual(counts(reference));
    expect(await runtime.repos.discoveryCheckpoints.load(analysis.id)).toBeUndefined();
  });
});
