import { analysisFailure } from '@signpost/errors';
import { refineSiteName } from '@signpost/extraction';
import { defineHandler } from '@signpost/queue';
import type { AnthropicScorer } from '@signpost/scoring';
import type { StageDeps } from '../stage-deps.js';
import { withSiteDescriptions } from './page-descriptions.js';
import { ruleScore, siteSignalsOf } from './page-features.js';
import { scoreWithLlm } from './score-with-llm.js';
import { splitByTier } from './tier-split.js';

export type ScoringDeps = StageDeps & {
  /** Null when no API key is configured: the rules score every page. */
  scorer: AnthropicScorer | null;
};

/**
 * Scores every fetched page and moves the analysis on to result compilation. Pages already scored
 * (by an earlier, interrupted run of this job) are left as they are, so a replay never asks the LLM
 * about them again and changes nothing twice.
 */
export function scorePagesHandler(deps: ScoringDeps) {
  return defineHandler('score-pages', async ({ analysisId }, context) => {
    const analysis = await deps.lifecycle.enter(analysisId, 'ai-analysis');
    if (!analysis) return;
    const fetched = await deps.repos.pages.listFetched(analysisId);
    if (fetched.length === 0) throw analysisFailure('no_pages');
    // Now that every page is known, descriptions the whole site shares give way to the pages' own.
    const pages = await withSiteDescriptions(deps.repos, analysisId, fetched);

    // Now that every title is known, a guessed site name can give way to the one the titles share.
    const siteName = refineSiteName(analysis.site_name, {
      url: analysis.url,
      homeTitle: pages.find((page) => page.position === 0)?.title ?? '',
      titles: pages.map((page) => page.title ?? ''),
    });
    if (siteName !== null) {
      await deps.repos.analyses.setSiteIdentity(analysisId, siteName, analysis.site_summary ?? '');
    }

    const pending = pages.filter((page) => page.quality_score === null);
    const signals = siteSignalsOf(pages);
    const split = splitByTier(analysis, pages, pending, deps.scorer !== null);
    if (split.forRules.length > 0) {
      await deps.repos.transaction(async (tx) => {
        await tx.pages.saveScores(
          analysisId,
          split.forRules.map(({ page, why }) => ruleScore(page, signals.get(page.url), why)),
        );
        await tx.analyses.refreshScoredCount(analysisId);
      });
    }
    if (deps.scorer && split.forLlm.length > 0) {
      await scoreWithLlm(
        {
          repos: deps.repos,
          scorer: deps.scorer,
          metrics: deps.metrics,
          onProgress: () => deps.lifecycle.publish(analysisId),
        },
        { analysisId, origin: new URL(analysis.url).origin, signals, signal: context.signal },
        split.forLlm,
      );
    }

    const advanced = await deps.repos.transaction(async (tx) => {
      await tx.analyses.refreshScoredCount(analysisId);
      await tx.analyses.refreshCacheMetrics(analysisId);
      return deps.lifecycle.advance(tx, analysisId, 'ai-analysis');
    });
    if (advanced) deps.metrics.pages('scored', pending.length);
    await deps.lifecycle.settle(analysisId, advanced);
  });
}
