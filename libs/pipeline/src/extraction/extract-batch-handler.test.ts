import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageThreads } from '../page-threads/page-threads.js';
import { createGuardedFetcher } from '@signpost/fetch';
import { createChromiumRenderer, type PageRenderer } from '@signpost/render';
import {
  type ClientRenderedSite,
  createAnalysis,
  createTestRuntime,
  jobContext,
  startClientRenderedSite,
  type TestRuntime,
} from '@signpost/testing';
import { extractBatchHandler } from './extract-batch-handler.js';

const JOB = jobContext();
const threads = createPageThreads(1);
const DISCOVERY_NOTE = 'Only 5 pages were kept of 12 addresses read.';

let site: ClientRenderedSite;
let runtime: TestRuntime;
let fetcher: ReturnType<typeof createGuardedFetcher>;
let renderer: PageRenderer;

beforeAll(async () => {
  site = await startClientRenderedSite();
  runtime = await createTestRuntime('extraction-rendering-test', { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
  fetcher = createGuardedFetcher(runtime.config.crawl);
  // In the test process, as the render service runs it: every browser request through a guarded
  // fetcher. A render that timed out would leave its page unrendered: the bound allows a busy machine.
  renderer = createChromiumRenderer({
    executablePath: runtime.config.render.chromiumPath,
    concurrency: 2,
    timeoutMs: 60_000,
    userAgent: runtime.config.crawl.userAgent,
    fetcher: createGuardedFetcher(runtime.config.crawl),
  });
});

afterAll(async () => {
  await renderer?.close();
  await fetcher?.close();
  await runtime?.close();
  await site?.close();
  await threads.close();
});

beforeEach(() => {
  site.requests.length = 0;
});

const handler = (maxRenders: number, withRenderer = true) =>
  extractBatchHandler({
    ...runtime,
    config: { ...runtime.config, render: { ...runtime.config.render, extractionMaxPages: maxRenders } },
    fetcher,
    renderer: withRenderer ? renderer : undefined,
    extractor: threads.extractor,
  });

/** An analysis waiting at extraction with the given batches of the site's pages, all pending. */
async function analysisAtExtraction(batches: string[][]) {
  const analysis = await createAnalysis(runtime.repos, { url: `${site.origin}/`, stage: 'content-fetch' });
  const paths = batches.flat();
  await runtime.repos.pages.insertDiscovered(
    analysis.id,
    paths.map((path, position) => ({
      url: `${site.origin}${path}`,
      position,
      batch: batches.findIndex((batch) => batch.includes(path)),
      source: 'link' as const,
      lastModified: null,
    })),
  );
  await runtime.repos.extractionBatches.createAll(
    analysis.id,
    batches.map((batch) => batch.length),
  );
  await runtime.repos.analyses.recordDiscovery(analysis.id, {
    siteType: 'multi-page',
    sitemapFound: false,
    analysisMethod: 'fallback-crawl',
    totalPagesFound: paths.length,
    pagesFound: paths.length,
    batchesTotal: batches.length,
    note: DISCOVERY_NOTE,
  });
  return analysis.id;
}

async function pagesOf(id: string) {
  const pages = await runtime.repos.pages.listFetched(id);
  return new Map(pages.map((page) => [new URL(page.url).pathname, page]));
}

/** The pages whose script a browser fetched, that is the pages rendered. */
const renderedByRequests = () =>
  site.requests
    .flatMap((path) => /^\/assets(\/[a-z]+)\.js$/.exec(path)?.[1] ?? [])
    .filter((path) => path !== '/analytics');

// Chromium starts and renders slowly on a loaded machine.
describe('extract-batch with pages built by their scripts', { timeout: 180_000 }, () => {
  it('reads them from their rendering, leaves pages served with their text alone, and says how many', async () => {
    const id = await analysisAtExtraction([[...site.serverWrittenPaths, ...site.scriptWrittenPaths]]);
    await handler(10).handle({ analysisId: id, batch: 0 }, JOB);

    const pages = await pagesOf(id);
    for (const path of site.scriptWrittenPaths) {
      expect(pages.get(path)?.content, path).toContain(site.scriptSentence(path));
      expect(pages.get(path)?.rendering, path).toBe('rendered');
      expect(pages.get(path)?.word_count, path).toBeGreaterThan(100);
    }
    for (const path of site.serverWrittenPaths) {
      expect(pages.get(path)?.rendering, path).toBeNull();
      expect(pages.get(path)?.word_count, path).toBeGreaterThan(100);
    }
    expect(renderedByRequests().toSorted()).toEqual(site.scriptWrittenPaths.toSorted());
    expect(site.requests).not.toContain('/assets/analytics.js');

    const analysis = await runtime.repos.analyses.get(id);
    expect(analysis).toMatchObject({ stage: 'ai-analysis', pages_fetched: 5, pages_rendered: 3 });
    expect(analysis?.error_message).toBe(
      `${DISCOVERY_NOTE} 3 pages needed JavaScript to read: their text comes from their rendering.`,
    );
  });

  it('renders no more pages than the analysis may, across batches, and says so', async () => {
    const [first, second, third] = site.scriptWrittenPaths as [string, string, string];
    const id = await analysisAtExtraction([
      [first, second],
      [third, ...site.serverWrittenPaths],
    ]);
    await Promise.all([0, 1].map((batch) => handler(2).handle({ analysisId: id, batch }, JOB)));

    const pages = [...(await pagesOf(id)).values()];
    const rendered = pages.filter((page) => page.rendering === 'rendered');
    const overBudget = pages.filter((page) => page.rendering === 'over_budget');
    expect(rendered).toHaveLength(2);
    expect(overBudget).toHaveLength(1);
    expect(overBudget[0]?.content).not.toContain(site.scriptSentence(new URL(overBudget[0]!.url).pathname));
    expect(renderedByRequests()).toHaveLength(2);

    const analysis = await runtime.repos.analyses.get(id);
    expect(analysis).toMatchObject({
      stage: 'ai-analysis',
      pages_fetched: 5,
      pages_rendered: 2,
      render_claims: 2,
    });
    expect(analysis?.error_message).toBe(
      `${DISCOVERY_NOTE} 2 pages needed JavaScript to read: their text comes from their rendering. ` +
        '1 more page looked built by JavaScript but was read from its HTML alone: an analysis renders at most 2 pages.',
    );

    site.requests.length = 0;
    await Promise.all([0, 1].map((batch) => handler(2).handle({ analysisId: id, batch }, JOB)));
    expect(site.requests).toEqual([]);
    expect(await runtime.repos.analyses.get(id)).toMatchObject({
      render_claims: 2,
      error_message: analysis?.error_message,
    });
  });

  it('renders a page that claimed its render before a crash, without claiming another', async () => {
    const [claimed, other] = site.scriptWrittenPaths as [string, string];
    const id = await analysisAtExtraction([[claimed, other]]);
    expect(await runtime.repos.analyses.claimRender(id, 1)).toBe(true);
    await runtime.repos.pages.setRendering(id, `${site.origin}${claimed}`, 'claimed');

    await handler(1).handle({ analysisId: id, batch: 0 }, JOB);
    const pages = await pagesOf(id);
    expect(pages.get(claimed)?.rendering).toBe('rendered');
    expect(pages.get(other)?.rendering).toBe('over_budget');
    expect(await runtime.repos.analyses.get(id)).toMatchObject({ render_claims: 1, pages_rendered: 1 });
  });

  it('reads them from their HTML when no browser is at hand, and says they could not be rendered', async () => {
    const id = await analysisAtExtraction([site.scriptWrittenPaths]);
    await handler(10, false).handle({ analysisId: id, batch: 0 }, JOB);

    const pages = [...(await pagesOf(id)).values()];
    expect(pages.map((page) => page.rendering)).toEqual(['unrendered', 'unrendered', 'unrendered']);
    expect(renderedByRequests()).toEqual([]);
    expect((await runtime.repos.analyses.get(id))?.error_message).toBe(
      `${DISCOVERY_NOTE} 3 pages looked built by JavaScript but could not be rendered, and were read from their HTML alone.`,
    );
  });
});
