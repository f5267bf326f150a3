import { ANALYSIS_FAILURES } from '@signpost/errors';
import { publishProgress } from './publish-progress.js';
import type { Runtime } from './runtime.js';

/**
 * Housekeeping that must happen even when no job asks for it: analyses past retention are deleted
 * (their pages and files go with them), and an analysis still processing past the time limit is failed
 * as timed out, which catches a job BullMQ gave up on after its worker died repeatedly; cached scores
 * no analysis has used within the retention period are forgotten. All are
 * idempotent, so any number of processes may run this.
 */
export async function runMaintenance(runtime: Pick<Runtime, 'repos' | 'progress' | 'config' | 'logger'>) {
  const { analysis } = runtime.config;
  const retentionCutoff = new Date(Date.now() - analysis.retentionDays * 24 * 3600 * 1000);
  const purged = await runtime.repos.analyses.deleteCreatedBefore(retentionCutoff);
  const forgottenScores = await runtime.repos.scoreCache.deleteUnusedSince(retentionCutoff);
  const timedOut = await runtime.repos.analyses.failStartedBefore(
    new Date(Date.now() - analysis.timeoutMinutes * 60 * 1000),
    'site_timeout',
    ANALYSIS_FAILURES.site_timeout,
  );
  for (const analysisId of timedOut) await publishProgress(runtime, analysisId);
  if (purged > 0 || timedOut.length > 0 || forgottenScores > 0) {
    runtime.logger.info({ purged, timedOut: timedOut.length, forgottenScores }, 'maintenance done');
  }
  return { purged, timedOut, forgottenScores };
}

/** Runs maintenance now and then on an interval; returns what stops it. */
export function scheduleMaintenance(
  runtime: Pick<Runtime, 'repos' | 'progress' | 'config' | 'logger'>,
): () => void {
  const run = () => {
    runMaintenance(runtime).catch((error: unknown) =>
      runtime.logger.error({ err: error }, 'maintenance failed'),
    );
  };
  run();
  const timer = setInterval(run, runtime.config.analysis.maintenanceIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
