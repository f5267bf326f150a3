import type { Repositories } from '@signpost/db';
import type { JobQueue } from '@signpost/queue';

/**
 * Enqueues the job the analysis's current stage is waiting for. Job ids are deterministic, so this is
 * safe to call whenever a handler finds the analysis further along than itself, or after a restart.
 */
export async function resumeAnalysis(
  deps: { repos: Repositories; queue: JobQueue },
  analysisId: string,
): Promise<void> {
  const analysis = await deps.repos.analyses.get(analysisId);
  if (!analysis || analysis.status !== 'processing') return;
  switch (analysis.stage) {
    case 'discovery':
      await deps.queue.enqueue('discover-site', { analysisId });
      return;
    case 'extraction': {
      const outstanding = await deps.repos.extractionBatches.listBatchNumbers(analysisId, true);
      if (outstanding.length === 0) {
        await deps.repos.analyses.advanceStage(analysisId, 'extraction', 'scoring');
        await deps.queue.enqueue('score-pages', { analysisId });
        return;
      }
      for (const batch of outstanding) await deps.queue.enqueue('extract-batch', { analysisId, batch });
      return;
    }
    case 'scoring':
      await deps.queue.enqueue('score-pages', { analysisId });
      return;
    case 'finalization':
      await deps.queue.enqueue('compile-result', { analysisId });
      return;
  }
}
