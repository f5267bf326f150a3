import { extractSiteIdentity, fetchAndExtract } from '@signpost/extraction';
import type { GuardedFetcher } from '@signpost/fetch';
import { defineHandler } from '@signpost/queue';
import type { Runtime } from '@signpost/runtime';

export type ExtractionDeps = Pick<Runtime, 'repos' | 'lifecycle' | 'metrics'> & {
  fetcher: GuardedFetcher;
};

/**
 * Fetches and extracts the pages of one batch that discovery left pending. Page writes are idempotent updates, and the batch is counted done
 * in one transaction with the decrement, so a batch replayed after a crash is never counted twice; the
 * one decrement that reaches zero moves the analysis on to scoring.
 */
export function extractBatchHandler(deps: ExtractionDeps) {
  return defineHandler('extract-batch', async ({ analysisId, batch }, context) => {
    if (!(await deps.lifecycle.enter(analysisId, 'content-fetch'))) return;
    // Pages the discovery crawl already fetched (or a replay of this batch already did) are done.
    const pages = (await deps.repos.pages.listBatch(analysisId, batch)).filter(
      (page) => page.status === 'pending',
    );
    await Promise.all(
      pages.map(async (page) => {
        const outcome = await fetchAndExtract(page.url, deps.fetcher, context.signal);
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
          lastModified: outcome.page.lastModified,
        });
        deps.metrics.pages('fetched');
        if (page.position === 0) {
          const identity = extractSiteIdentity(outcome.html, outcome.finalUrl);
          await deps.repos.analyses.setSiteIdentity(analysisId, identity.siteName, identity.summary);
        }
      }),
    );

    const advanced = await deps.repos.transaction(async (tx) => {
      const counted = await tx.extractionBatches.markDone(analysisId, batch);
      const left = counted
        ? await tx.analyses.decrementOutstandingBatches(analysisId)
        : await tx.extractionBatches.countOutstanding(analysisId);
      await tx.analyses.refreshFetchedCount(analysisId);
      return left === 0 && (await deps.lifecycle.advance(tx, analysisId, 'content-fetch'));
    });
    await deps.lifecycle.settle(analysisId, advanced);
  });
}
