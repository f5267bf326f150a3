import { isAppError } from '@signpost/errors';
import type { Logger } from '@signpost/logger';
import type { JobContext, JobHandlerDefinition } from './handler-registry.js';
import { InvalidJobPayloadError, isJobName, parseJobPayload } from './job-definitions.js';
import type { JobName } from './job-definitions.js';
import type { ExhaustedJob } from './job-queue.js';

/** A job whose name no handler of this process knows (for instance one left by a newer release). */
export class UnknownJobError extends Error {
  constructor(jobName: string) {
    super(`No handler is registered for job "${jobName}"`);
    this.name = 'UnknownJobError';
  }
}

/** Errors that no retry can fix: the backend must fail the job at once. */
export function isPermanentJobFailure(error: unknown): boolean {
  return (
    (isAppError(error) && error.permanent) ||
    error instanceof InvalidJobPayloadError ||
    error instanceof UnknownJobError
  );
}

export interface JobAttempt {
  name: string;
  payload: unknown;
  jobId: string;
  /** 1-based. */
  attempt: number;
  maxAttempts: number;
  signal: AbortSignal;
}

export interface JobAttemptRunner {
  handlers: ReadonlyMap<JobName, JobHandlerDefinition>;
  onExhausted(job: ExhaustedJob): Promise<void>;
  logger: Logger;
}

/**
 * One attempt of one job, identical for every backend: validate, run the handler, and when the failure
 * is final call onExhausted before rethrowing. The error is always rethrown so that the backend retries
 * or fails the job; the caller turns permanent failures into "do not retry".
 */
export async function runJobAttempt(job: JobAttempt, runner: JobAttemptRunner): Promise<void> {
  const log = runner.logger.child({ jobId: job.jobId, jobName: job.name, attempt: job.attempt });
  const isFinalAttempt = job.attempt >= job.maxAttempts;
  try {
    if (!isJobName(job.name)) throw new UnknownJobError(job.name);
    const handler = runner.handlers.get(job.name);
    if (!handler) throw new UnknownJobError(job.name);
    const payload = parseJobPayload(job.name, job.payload);
    const context: JobContext = {
      jobId: job.jobId,
      attempt: job.attempt,
      isFinalAttempt,
      signal: job.signal,
    };
    await handler.handle(payload, context);
  } catch (error) {
    if (job.signal.aborted) {
      // The job was taken from this process (shutdown, lost lock); whoever runs it next decides its fate.
      log.warn({ err: error }, 'job interrupted before it finished');
      throw error;
    }
    const permanent = isPermanentJobFailure(error);
    if (!permanent && !isFinalAttempt) {
      log.warn({ err: error }, 'job attempt failed; it will be retried');
      throw error;
    }
    log.error({ err: error, permanent }, 'job failed for good');
    if (isJobName(job.name)) await reportExhausted(runner, job, job.name, error, log);
    throw error;
  }
}

async function reportExhausted(
  runner: JobAttemptRunner,
  job: JobAttempt,
  name: JobName,
  error: unknown,
  log: Logger,
): Promise<void> {
  try {
    await runner.onExhausted({ name, payload: job.payload, jobId: job.jobId, error });
  } catch (exhaustedError) {
    log.error({ err: exhaustedError }, 'onExhausted failed for a job that failed for good');
  }
}
