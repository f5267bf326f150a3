import { ANALYSIS_FAILURES, isAppError, isAnalysisFailureCode } from '@signpost/errors';
import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { ExhaustedJob, ProgressChannel } from '@signpost/queue';
import { publishProgress } from './publish-progress.js';

/**
 * Ends an analysis whose job failed for good, with the catalogue's sentence for its cause. A failure
 * that is ours rather than the site's gives the user's analysis back (decisions.md).
 */
export async function failAnalysisForJob(
  deps: { repos: Repositories; progress: ProgressChannel; logger: Logger },
  job: ExhaustedJob,
): Promise<void> {
  const analysisId = (job.payload as { analysisId?: unknown }).analysisId;
  if (typeof analysisId !== 'string') return;
  const code = isAppError(job.error) && isAnalysisFailureCode(job.error.code) ? job.error.code : 'internal';
  const failed = await deps.repos.analyses.fail(analysisId, code, ANALYSIS_FAILURES[code]);
  if (!failed) return;
  if (code === 'internal') await deps.repos.usage.refundAnalysis(analysisId);
  deps.logger.warn({ analysisId, job: job.name, code, err: job.error }, 'analysis failed');
  await publishProgress(deps, analysisId);
}
