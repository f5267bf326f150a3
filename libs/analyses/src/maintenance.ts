import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { AnalysisLifecycle } from './lifecycle/index.js';

export interface MaintenanceDeps {
  repos: Repositories;
  lifecycle: AnalysisLifecycle;
  logger: Logger;
  retentionDays: number;
  timeoutMinutes: number;
}

/** Demo sessions keep nothing past a day (decisions.md, Demo mode). */
const DEMO_LIFETIME_MS = 24 * 3600 * 1000;

/**
 * Housekeeping that must happen even when no job asks for it: analyses past retention are deleted
 * (their pages and files go with them), demo accounts past a day are deleted with all they made, an
 * analysis still processing past the time limit is failed as timed out, and cached scores no analysis
 * has used within the retention period are forgotten. All are idempotent, so any number of processes
 * may run this.
 */
export async function runMaintenance(deps: MaintenanceDeps) {
  const retentionCutoff = new Date(Date.now() - deps.retentionDays * 24 * 3600 * 1000);
  const purged = await deps.repos.analyses.deleteCreatedBefore(retentionCutoff);
  const demosPurged = await deps.repos.users.deleteDemosCreatedBefore(
    new Date(Date.now() - DEMO_LIFETIME_MS),
  );
  const forgottenScores = await deps.repos.scoreCache.deleteUnusedSince(retentionCutoff);
  const timedOut = await deps.lifecycle.timeOutStartedBefore(
    new Date(Date.now() - deps.timeoutMinutes * 60 * 1000),
  );
  if (purged > 0 || timedOut.length > 0 || forgottenScores > 0 || demosPurged > 0) {
    deps.logger.info({ purged, timedOut: timedOut.length, forgottenScores, demosPurged }, 'maintenance done');
  }
  return { purged, timedOut, forgottenScores, demosPurged };
}
