import type { Queue } from 'bullmq';
import type { ScheduledJobName } from '@signpost/contracts';
import type { JobHandlerDefinition } from './handler-registry.js';
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

/** A job added once every `everyMs`, however many processes ask for the same schedule. */
export interface ScheduledRun {
  name: ScheduledJobName;
  everyMs: number;
}

/** One queue as seen now: how many jobs in each state, and how long the oldest has waited. */
export interface QueueStats {
  queue: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** 0 when nothing waits. */
  oldestWaitingSeconds: number;
}

export interface JobQueue {
  /** Validates the payload; a job whose deterministic id is already known is ignored. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
  /** Checks the handler registry, then consumes the given queues. */
  startWorkers(options: StartWorkersOptions): Promise<void>;
  /**
   * Adds each job once per period from now on (and once at once). BullMQ keeps the schedule in Redis
   * as a job scheduler, so any number of processes asking for it make one schedule; the in-process
   * queue keeps it on a timer of this process.
   */
  schedule(runs: readonly ScheduledRun[]): Promise<void>;
  /** Every queue's depth and the age of its oldest waiting job, for metrics. */
  stats(): Promise<QueueStats[]>;
  /** The BullMQ queues, for the queue dashboard; none on the in-process backend. */
  inspectableQueues(): readonly Queue[];
  /** Readiness: throws when the backend is unreachable. */
  ping(): Promise<void>;
  /** Stops taking jobs, lets active ones finish within config.shutdownTimeoutMs, then releases everything. */
  close(): Promise<void>;
}
