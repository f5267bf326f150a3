import type { Repositories } from '@signpost/db';
import type { ProgressChannel } from '@signpost/queue';
import type { StageId } from '@signpost/contracts';
import type { PipelineStage } from '@signpost/db';

export const STAGE_IDS: Record<PipelineStage, StageId> = {
  discovery: 'discovery',
  extraction: 'content-fetch',
  scoring: 'ai-analysis',
  finalization: 'finalization',
};

/** Tells listeners an analysis changed; they re-read it, so the event itself stays tiny. */
export async function publishProgress(
  deps: { repos: Repositories; progress: ProgressChannel },
  analysisId: string,
): Promise<void> {
  const analysis = await deps.repos.analyses.get(analysisId);
  if (!analysis) return;
  await deps.progress.publish({
    analysisId,
    status: analysis.status,
    stage: STAGE_IDS[analysis.stage],
    at: new Date().toISOString(),
  });
}
