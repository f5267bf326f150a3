import { analysisFailure } from '@signpost/errors';
import { defineHandler } from '@signpost/queue';
import { publishProgress, resumeAnalysis, type Runtime } from '@signpost/runtime';
import type { AnthropicScorer } from '@signpost/scoring';
import { ruleScore, siteSignalsOf } from '../scoring/page-features.js';
import { scoreWithLlm } from '../scoring/score-with-llm.js';
import { splitByTier } from '../scoring/tier-split.js';

export type ScoringDeps = Pick<Runtime, 'repos' | 'queue' | 'progress' | 'logger' | 'config'> & {
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
    const analysis = await deps.repos.analyses.get(analysisId);
    if (!analysis || analysis.status !== 'processing') return;
    if (analysis.stage !== 'scoring') {
      await resumeAnalysis(deps, analysisId);
      return;
    }
    await deps.repos.analyses.startStage(analysisId, 'scoring');
    const pages = await deps.repos.pages.listFetched(analysisId);
    if (pages.length === 0) throw analysisFailure('no_pages');

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
        { repos: deps.repos, scorer: deps.scorer, onProgress: () => publishProgress(deps, analysisId) },
        { analysisId, origin: new URL(analysis.url).origin, signals, signal: context.signal },
        split.forLlm,
      );
    }

    await deps.repos.transaction(async (tx) => {
      await tx.analyses.refreshScoredCount(analysisId);
      await tx.analyses.refreshCacheMetrics(analysisId);
      await tx.analyses.advanceStage(analysisId, 'scoring', 'finalization');
    });
    await resumeAnalysis(deps, analysisId);
    await publishProgress(deps, analysisId);
  });
}
