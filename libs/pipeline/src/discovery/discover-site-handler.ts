import { analysisFailure } from '@signpost/errors';
import type { NewPage } from '@signpost/db';
import {
  discoverSite,
  droppedPagesNote,
  SiteNavigation,
  type CrawledPage,
  type DiscoveredUrl,
  type PageRenderer,
} from '@signpost/discovery';
import type { PageThreads } from '../page-threads/page-threads.js';
import type { GuardedFetcher } from '@signpost/fetch';
import { defineHandler } from '@signpost/queue';
import type { StageDeps } from '../stage-deps.js';
import { closeContentFetch } from '../extraction/close-content-fetch.js';
import { loadCheckpoint } from './checkpoint-state.js';
import { CheckpointWriter } from './checkpoint-writer.js';
import { DiscoveryProgressWriter } from './discovery-progress-writer.js';
import { KeptPages } from './kept-pages.js';
import { loadPreviousReading } from './previous-reading.js';

/** How often the crawl's progress is stored: what a job retried after its worker died may lose. */
const CHECKPOINT_EVERY_MS = 2_000;

export type DiscoveryDeps = StageDeps & {
  fetcher: GuardedFetcher;
  /** Renders pages that arrive as an empty JavaScript shell; absent when rendering is off. */
  renderer?: PageRenderer | undefined;
  /** Parses the pages the crawl fetches, and extracts the kept ones so extraction need not fetch them again. */
  threads: Pick<PageThreads, 'extractor' | 'readPage' | 'readAndExtract' | 'warm'>;
  /** Default CHECKPOINT_EVERY_MS. */
  checkpointEveryMs?: number | undefined;
};

/** Splits the ordered pages into extraction batches: page i goes to batch floor(i / size). */
function batchOf(position: number, batchSize: number): number {
  return Math.floor(position / batchSize);
}

/** What the crawl already knows of a page, so extraction skips it: its content, or why it failed. */
function alreadyFetched(page: DiscoveredUrl, kept: KeptPages): Pick<NewPage, 'extraction' | 'failure'> {
  const extraction = page.state === 'fetched' ? kept.get(page.url) : undefined;
  if (extraction !== undefined) return { extraction };
  if (page.state === 'failed' && page.failure !== undefined) {
    return { failure: { httpStatus: page.failure.status, error: page.failure.message } };
  }
  return {};
}

export function discoverSiteHandler(deps: DiscoveryDeps) {
  return defineHandler('discover-site', async ({ analysisId }, context) => {
    const analysis = await deps.lifecycle.enter(analysisId, 'discovery');
    if (!analysis) return;
    // The site's first answers take a while to come: the page threads get ready meanwhile.
    deps.threads.warm();

    const { crawl } = deps.config;
    // A job retried after its worker died carries on the crawl that worker left a checkpoint of.
    const saved = await loadCheckpoint(deps.repos, analysisId, deps.logger);
    if (saved) deps.logger.info({ analysisId, settled: saved.crawl.progress.settled }, 'discovery resumed');
    const kept = crawl.keepPageContent ? new KeptPages(deps.threads.extractor, saved?.kept) : null;
    const navigation = saved?.navigation ?? new SiteNavigation();
    const checkpoints = new CheckpointWriter({
      repos: deps.repos,
      logger: deps.logger,
      analysisId,
      everyMs: deps.checkpointEveryMs ?? CHECKPOINT_EVERY_MS,
      navigation,
      kept,
    });
    // A monitor's run asks for the pages of its last run's reading conditionally. Without kept
    // pages an unchanged one would be fetched again by extraction, so there is nothing to save.
    const previous = kept && (await loadPreviousReading(deps.repos, analysisId, navigation, kept));
    const progress = new DiscoveryProgressWriter(deps, analysisId);
    const result = await discoverSite(analysis.url, {
      fetcher: deps.fetcher,
      userAgent: crawl.userAgent,
      maxPages: analysis.max_pages,
      scope: crawl.scope,
      // The fetcher's per-host throttle decides how many are in flight; the crawl offers up to its cap.
      concurrency: crawl.hostConcurrencyMax,
      siteDeadlineMs: crawl.siteDeadlineMs,
      delayCapMs: crawl.delayCapMs,
      renderer: deps.renderer,
      readPage: kept === null ? deps.threads.readPage : deps.threads.readAndExtract,
      onPage: (page: CrawledPage) => {
        navigation.observe(page.navigation, page.url);
        return kept?.keep(page);
      },
      onProgress: progress.report,
      signal: context.signal,
      resumeFrom: saved?.crawl,
      checkpoints,
      previous: previous ?? undefined,
    });
    await kept?.settled();
    await checkpoints.idle();
    await progress.idle();
    if (result.pages.length === 0) throw analysisFailure('no_pages');

    const batchSize = deps.config.queue.extractionBatchSize;
    const batchCount = Math.ceil(result.pages.length / batchSize);
    const pageCounts = Array.from({ length: batchCount }, (_, batch) =>
      Math.min(batchSize, result.pages.length - batch * batchSize),
    );
    const known = result.pages.map((page) => (kept === null ? {} : alreadyFetched(page, kept)));
    // A batch whose every page the crawl already read is created done: no job runs for it.
    const doneBatches = new Set(pageCounts.keys());
    known.forEach((page, position) => {
      if (page.extraction === undefined && page.failure === undefined)
        doneBatches.delete(batchOf(position, batchSize));
    });
    const outstanding = batchCount - doneBatches.size;
    const places = navigation.places();
    const advanced = await deps.repos.transaction(async (tx) => {
      if (!(await deps.lifecycle.advance(tx, analysisId, 'discovery'))) return false;
      await tx.pages.insertDiscovered(
        analysisId,
        result.pages.map((page, position) => ({
          url: page.url,
          position,
          batch: batchOf(position, batchSize),
          source: page.source,
          lastModified: page.lastModified,
          nav: SiteNavigation.placeOf(places, page.url),
          ...known[position],
        })),
      );
      // The crawl's running count gives way to the pages' own states, as extraction counts them.
      await tx.analyses.refreshFetchedCount(analysisId);
      await tx.discoveryCheckpoints.delete(analysisId);
      if (kept?.identity)
        await tx.analyses.setSiteIdentity(analysisId, kept.identity.siteName, kept.identity.summary);
      await tx.extractionBatches.createAll(analysisId, pageCounts, doneBatches);
      await tx.analyses.recordDiscovery(analysisId, {
        siteType: result.siteType,
        sitemapFound: result.sitemapFound,
        analysisMethod: result.analysisMethod,
        totalPagesFound: result.totalPagesFound,
        pagesFound: result.pages.length,
        batchesTotal: batchCount,
        batchesOutstanding: outstanding,
        note: droppedPagesNote(result.totalPagesFound, result.droppedPages),
        defaultLanguage: result.defaultLanguage,
      });
      if (outstanding === 0) {
        await closeContentFetch(tx, deps.lifecycle, analysisId, deps.config.render.extractionMaxPages);
      }
      return true;
    });
    deps.logger.info(
      { analysisId, pages: result.pages.length, unchanged: result.unchangedPages, batches: batchCount },
      'discovery finished',
    );
    if (advanced && kept) {
      deps.metrics.pages('fetched', known.filter((page) => page.extraction !== undefined).length);
      deps.metrics.pages('fetch_failed', known.filter((page) => page.failure !== undefined).length);
    }
    await deps.lifecycle.settle(analysisId, advanced);
  });
}
