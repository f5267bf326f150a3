import type { JobHandlerDefinition } from '../handler-registry.js';
import type { QueueName } from '../job-definitions.js';
import type { ScheduledRun } from '../job-queue.js';

/**
 * A library's contribution to a process: the queues it consumes and their handlers. Libraries build
 * these from the narrow dependencies they declare; a service starts them on its runtime.
 */
export interface StageWorkers {
  queues: readonly QueueName[];
  handlers: JobHandlerDefinition[];
  /** Scheduled jobs of these queues, registered when the workers start. */
  schedules?: readonly ScheduledRun[];
  close(): Promise<void>;
}
