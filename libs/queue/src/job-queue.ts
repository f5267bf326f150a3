import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { createBullmqJobQueue } from './bullmq/bullmq-job-queue.js';
import type { JobHandlerDefinition } from './handler-registry.js';
import { createInProcessJobQueue } from './in-process/in-process-job-queue.js';
import type { JobName, JobPayload, QueueName } from './job-definitions.js';

export interface ExhaustedJob {
  name: JobName;
  payload: unknown;
  jobId: string;
  error: unknown;
}

export interface StartWorkersOptions {
  queues: QueueName[];
  handlers: JobHandlerDefinition[];
  /** Called once when a job fails for good, before it is marked failed; lets the stage end the analysis. */
  onExhausted(job: ExhaustedJob): Promise<void>;
}

export interface JobQueue {
  /** Validates the payload; a job whose deterministic id is already known is ignored. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
  /** Checks the handler registry, then consumes the given queues. */
  startWorkers(options: StartWorkersOptions): Promise<void>;
  /** Readiness: throws when the backend is unreachable. */
  ping(): Promise<void>;
  /** Stops taking jobs, lets active ones finish within config.shutdownTimeoutMs, then releases everything. */
  close(): Promise<void>;
}

export function createJobQueue(config: Config, logger: Logger): JobQueue {
  const queueLogger = logger.child({ component: 'job-queue' });
  const backend = config.queue.backend;
  return backend.kind === 'bullmq'
    ? createBullmqJobQueue(config, backend, queueLogger)
    : createInProcessJobQueue(config, queueLogger);
}
