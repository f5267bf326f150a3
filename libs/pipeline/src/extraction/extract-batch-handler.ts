import { extractSiteIdentity, fetchAndExtract, type PageExtractor } from '@signpost/extraction';
import type { GuardedFetcher } from '@signpost/fetch';
import { defineHandler } from '@signpost/queue';
import type { PageRenderer } from '@signpost/render';
import type { StageDeps } from '../stage-deps.js';
import { closeContentFetch } from './close-content-fetch.js';
import { renderWithinBudget, type RenderBudget } from './render-within-budget.js';

export type ExtractionDeps = StageDeps & {
  fetcher: GuardedFetcher;
  /** Renders pages whose HTML looks built by their scripts; absent when rendering is off. */
  renderer?: PageRenderer | undefined;
  /** Reads the fetched pages (on worker threads when it has them). */
  extractor: PageExtractor;
};

/**
 * Fetches and extracts the pages of one batch that discovery left pending, a page whose HTML looks
 * built by its scripts from its rendering while the analysis's renders last. Page writes are
 * idempotent updates, and the batch is counted done in one transaction with the decrement, so a
 * batch replayed after a crash is never counted twice; the one decrement that reaches zero moves the
 * analysis on to scoring and says in its message how many pages needed JavaScript.
 */
export function extractBatchHandler(deps: ExtractionDeps) {
  const maxRenders = deps.config.render.extractionMaxPages;
  const budget: RenderBudget | null =
    deps.renderer === undefined || maxRenders === 0
      ? null
      : { renderer: deps.renderer, maxPages: maxRenders, repos: deps.repos, logger: deps.logger };

  return defineHandler('extract-batch', async ({ analysisId, batch }, context) => {
    if (!(await deps.lifecycle.enter(analysisId, 'content-fetch'))) return;
    // Pages the discovery crawl already fetched (or a replay of this batch already did) are done.
    const pages = (await deps.repos.pages.listBatch(analysisId, batch)).filter(
      (page) => page.status === 'pending',
    );
    await Promise.all(
      pages.map(async (page) => {
        const render = budget === null ? undefined : renderWithinBudget(budget, analysisId, page.url);
        const outcome = await fetchAndExtract(page.url, deps.fetcher, deps.extractor, context.signal, render);
        if (!outcome.ok) {
          await deps.repos.pages.markFetchFailed(analysisId, page.url, outcome.status, outcome.errorMessage);
          deps.metrics.pages('fetch_failed');
          return;
        }
        await deps.repos.pages.saveExtraction(analysisId, page.url, {
          finalUrl: outcome.finalUrl,
          httpStatus: outcome.status,
          title: outcome.page.title,
          description: outcome.page.description,
          declaredDescription: outcome.page.declaredDescription,
          leadParagraph: outcome.page.leadParagraph,
          headings: outcome.page.headings,
          wordCount: outcome.page.wordCount,
          category: outcome.page.category,
          language: outcome.page.language,
          contentHash: outcome.page.contentHash,
          content: outcome.page.text,
          markdown: outcome.page.markdown,
          markdownUrl: outcome.page.markdownUrl,
          linkDensity: outcome.page.linkDensity,
          linkListShare: outcome.page.linkListShare,
          lastModified: outcome.page.lastModified,
          rendering: outcome.rendering,
          etag: outcome.headers['etag'] ?? null,
          lastModifiedHeader: outcome.headers['last-modified'] ?? null,
        });
        deps.metrics.pages('fetched');
        if (outcome.rendering === 'rendered') deps.metrics.pages('rendered');
        if (page.position === 0) {
          const identity = extractSiteIdentity(outcome.html, outcome.finalUrl, outcome.page);
          await deps.repos.analyses.setSiteIdentity(analysisId, identity.siteName, identity.summary);
        }
      }),
    );

    const advanced = await deps.repos.transaction(async (tx) => {
      const counted = await tx.extractionBatches.markDone(analysisId, batch);
      const left = counted
        ? await tx.analyses.decrementOutstandingBatches(analysisId)
        : await tx.extractionBatches.countOutstanding(analysisId);
      if (left === 0) return closeContentFetch(tx, deps.lifecycle, analysisId, maxRenders);
      await tx.analyses.refreshFetchedCount(analysisId);
      await tx.analyses.refreshRenderedCount(analysisId);
      return false;
    });
    await deps.lifecycle.settle(analysisId, advanced);
  });
}
