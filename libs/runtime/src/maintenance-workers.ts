import {
  forgetUnusedScores,
  purgeDemoAccounts,
  purgeExpiredAnalyses,
  timeOutStuckAnalyses,
} from '@signpost/analyses';
import type { ScheduledJobName } from '@signpost/contracts';
import { defineScheduledHandler, type StageWorkers } from '@signpost/queue';
import type { Runtime } from './runtime.js';

/**
 * The maintenance queue: the database's housekeeping, each job on the configured interval. Whichever
 * process consumes this queue registers the schedule; on BullMQ every such process shares one.
 */
export function maintenanceWorkers(runtime: Runtime): StageWorkers {
  const deps = { ...runtime, ...runtime.config.analysis };
  const everyMs = runtime.config.analysis.maintenanceIntervalSeconds * 1000;
  const jobs: [ScheduledJobName, () => Promise<unknown>][] = [
    ['purge-expired-analyses', () => purgeExpiredAnalyses(deps)],
    ['time-out-stuck-analyses', () => timeOutStuckAnalyses(deps)],
    ['forget-unused-scores', () => forgetUnusedScores(deps)],
    ['purge-demo-accounts', () => purgeDemoAccounts(deps)],
  ];
  return {
    queues: ['maintenance'],
    handlers: jobs.map(([name, work]) => defineScheduledHandler(name, deps, work)),
    schedules: jobs.map(([name]) => ({ name, everyMs })),
    close: async () => {},
  };
}
