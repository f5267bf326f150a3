import type { ScheduledJobName } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';
import { defineHandler, type JobHandlerDefinition } from '../handler-registry.js';

/** What a scheduled handler needs to count its runs (the process's metrics have it). */
export interface ScheduledRunCounter {
  scheduledRun(job: ScheduledJobName, outcome: 'succeeded' | 'failed'): void;
}

/**
 * The handler of a scheduled job: runs the work and counts the run, succeeded or failed, so an alert
 * can tell housekeeping that stopped working. A failure is rethrown for the queue's retries.
 */
export function defineScheduledHandler(
  name: ScheduledJobName,
  deps: { metrics: ScheduledRunCounter; logger: Logger },
  work: () => Promise<unknown>,
): JobHandlerDefinition {
  return defineHandler(name, async () => {
    try {
      await work();
      deps.metrics.scheduledRun(name, 'succeeded');
    } catch (error) {
      deps.metrics.scheduledRun(name, 'failed');
      deps.logger.error({ err: error, job: name }, 'scheduled job failed');
      throw error;
    }
  });
}
