import { pageCategorySchema } from '@signpost/contracts';
import { analysisFailure } from '@signpost/errors';
import { defineHandler } from '@signpost/queue';
import { publishProgress, resumeAnalysis, type Runtime } from '@signpost/runtime';
import { scorePageHeuristically } from '@signpost/scoring';

export type ScoringDeps = Pick<Runtime, 'repos' | 'queue' | 'progress' | 'logger' | 'config'>;

/** Scores every fetched page and moves the analysis on to result compilation. */
export function scorePagesHandler(deps: ScoringDeps) {
  return defineHandler('score-pages', async ({ analysisId }) => {
    const analysis = await deps.repos.analyses.get(analysisId);
    if (!analysis || analysis.status !== 'processing') return;
    if (analysis.stage !== 'scoring') {
      await resumeAnalysis(deps, analysisId);
      return;
    }
    await deps.repos.analyses.startStage(analysisId, 'scoring');
    const pages = await deps.repos.pages.listFetched(analysisId);
    if (pages.length === 0) throw analysisFailure('no_pages');

    const scores = pages.map((page) => {
      const { qualityScore, reason } = scorePageHeuristically({
        url: page.url,
        title: page.title ?? '',
        description: page.description ?? '',
        headings: page.headings ?? [],
        wordCount: page.word_count ?? 0,
        category: pageCategorySchema.catch('other').parse(page.category),
        isHomepage: page.position === 0,
      });
      return { url: page.url, qualityScore, reason, scoredBy: 'heuristic' as const };
    });
    await deps.repos.transaction(async (tx) => {
      await tx.pages.saveScores(analysisId, scores);
      await tx.analyses.refreshScoredCount(analysisId);
      await tx.analyses.recordScoringMetrics(analysisId, {
        apiCalls: 0,
        cachedPages: 0,
        estimatedCost: 0,
        costSaved: 0,
      });
      await tx.analyses.advanceStage(analysisId, 'scoring', 'finalization');
    });
    await resumeAnalysis(deps, analysisId);
    await publishProgress(deps, analysisId);
  });
}
