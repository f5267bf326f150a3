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

/** Demo sessions keep nothing past a day (docs/product-rules.md, Demo mode). */
const DEMO_LIFETIME_MS = 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const retentionCutoff = (deps: Pick<MaintenanceDeps, 'retentionDays'>, now: Date) =>
  new Date(now.getTime() - deps.retentionDays * DAY_MS);

/*
 * Housekeeping that must happen even when no job asks for it, each run on a schedule of its own
 * (libs/runtime, maintenance-workers.ts). Every one is a single conditional statement, so a run that
 * overlaps another, or repeats after a crash, changes nothing twice.
 */

/** Analyses past retention are deleted, and their pages and files with them; returns how many. */
export async function purgeExpiredAnalyses(
  deps: Pick<MaintenanceDeps, 'repos' | 'logger' | 'retentionDays'>,
  now = new Date(),
): Promise<number> {
  const purged = await deps.repos.analyses.deleteCreatedBefore(retentionCutoff(deps, now));
  if (purged > 0) deps.logger.info({ purged }, 'expired analyses purged');
  // Shared readiness reports are kept as long as analyses.
  await deps.repos.readinessReports.deleteCreatedBefore(retentionCutoff(deps, now));
  return purged;
}

/** An analysis still processing past the time limit is failed as timed out; returns their ids. */
export async function timeOutStuckAnalyses(
  deps: Pick<MaintenanceDeps, 'lifecycle' | 'logger' | 'timeoutMinutes'>,
  now = new Date(),
): Promise<string[]> {
  const timedOut = await deps.lifecycle.timeOutStartedBefore(
    new Date(now.getTime() - deps.timeoutMinutes * 60 * 1000),
  );
  if (timedOut.length > 0) deps.logger.info({ timedOut }, 'stuck analyses timed out');
  return timedOut;
}

/** Cached scores no analysis has used within the retention period are forgotten; returns how many. */
export async function forgetUnusedScores(
  deps: Pick<MaintenanceDeps, 'repos' | 'logger' | 'retentionDays'>,
  now = new Date(),
): Promise<number> {
  const forgotten = await deps.repos.scoreCache.deleteUnusedSince(retentionCutoff(deps, now));
  if (forgotten > 0) deps.logger.info({ forgotten }, 'unused cached scores forgotten');
  return forgotten;
}

/** Demo accounts past a day are deleted with all they made; returns how many. */
export async function purgeDemoAccounts(
  deps: Pick<MaintenanceDeps, 'repos' | 'logger'>,
  now = new Date(),
): Promise<number> {
  const purged = await deps.repos.users.deleteDemosCreatedBefore(new Date(now.getTime() - DEMO_LIFETIME_MS));
  if (purged > 0) deps.logger.info({ purged }, 'demo accounts purged');
  return purged;
}
