import type { AnalysisLifecycle } from '@signpost/analyses';
import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { JobQueue } from '@signpost/queue';
import type { UsagePolicy } from '@signpost/usage';
import { PERIOD_SECONDS } from './monitor-schedule.js';
import { isAnalysisRefusal, startRunIn } from './start-monitor-run.js';

export interface DueMonitorDeps {
  repos: Repositories;
  usage: UsagePolicy;
  lifecycle: Pick<AnalysisLifecycle, 'resume'>;
  queue: JobQueue;
  logger: Logger;
  runsPerTick: number;
}

/** A run whose analysis ended this long ago without being finished lost its finishing job. */
const STRANDED_AFTER_MS = 60_000;
const STRANDED_PER_TICK = 100;

/**
 * The monitors' tick: starts the runs that are due, at most `runsPerTick` (the others start on the
 * next ticks), each claimed and started in one transaction, so a killed tick neither loses nor
 * doubles a run. Each run is an analysis of its owner's plan: one the plan's analyses cannot cover
 * is kept as skipped with the reason, and the monitor waits for its next moment. A monitor whose
 * owner's plan no longer includes monitors is paused. Then it finishes runs whose finishing job was
 * lost.
 */
export async function startDueMonitors(deps: DueMonitorDeps, now = new Date()): Promise<number> {
  let started = 0;
  for (let claimed = 0; claimed < deps.runsPerTick; claimed += 1) {
    const outcome = await deps.repos.transaction(async (tx) => {
      const monitor = await tx.monitors.claimNextDue(now, PERIOD_SECONDS);
      if (!monitor) return 'none' as const;
      const owner = await tx.users.get(monitor.user_id);
      if (!owner || deps.usage.monitorAllowance(owner) === null) {
        await tx.monitors.update(monitor.user_id, monitor.id, { paused: true });
        return 'paused' as const;
      }
      try {
        return (await startRunIn(tx, deps.usage, monitor, owner, 'schedule', now)) ?? ('busy' as const);
      } catch (error) {
        if (!isAnalysisRefusal(error)) throw error;
        await tx.monitorRuns.trim(monitor.id);
        return { skipped: monitor.id, reason: error.code };
      }
    });
    if (outcome === 'none') break;
    if (typeof outcome !== 'object') continue;
    if ('skipped' in outcome) {
      deps.logger.info({ monitorId: outcome.skipped, reason: outcome.reason }, 'monitor run skipped');
      continue;
    }
    await deps.lifecycle.resume(outcome.analysisId);
    started += 1;
  }
  const stranded = await deps.repos.monitorRuns.stranded(
    new Date(now.getTime() - STRANDED_AFTER_MS),
    STRANDED_PER_TICK,
  );
  for (const run of stranded) await deps.queue.enqueue('finish-monitor-run', { runId: run.id });
  if (started > 0 || stranded.length > 0) {
    deps.logger.info({ started, stranded: stranded.length }, 'monitor runs started');
  }
  return started;
}
