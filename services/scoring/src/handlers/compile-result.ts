import { defineHandler } from '@signpost/queue';
import { publishProgress, resumeAnalysis, type Runtime } from '@signpost/runtime';

/** The one conditional update that completes an analysis: however often it runs, it completes once. */
export function compileResultHandler(deps: Pick<Runtime, 'repos' | 'queue' | 'progress' | 'logger'>) {
  return defineHandler('compile-result', async ({ analysisId }) => {
    const analysis = await deps.repos.analyses.get(analysisId);
    if (!analysis || analysis.status !== 'processing') return;
    if (analysis.stage !== 'finalization') {
      await resumeAnalysis(deps, analysisId);
      return;
    }
    if (await deps.repos.analyses.complete(analysisId)) {
      deps.logger.info({ analysisId, pages: analysis.pages_scored }, 'analysis completed');
    }
    await publishProgress(deps, analysisId);
  });
}
