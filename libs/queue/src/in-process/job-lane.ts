import type { Logger } from '@signpost/logger';
import type { JobName, QueueName } from '../job-definitions.js';
import type { QueueStats } from '../job-queue.js';
import { isPermanentJobFailure, runJobAttempt } from '../run-job-attempt.js';
import type { JobAttemptRunner } from '../run-job-attempt.js';
import { settlesWithin } from '../timeouts.js';
import type { JobIdLedger } from './job-id-ledger.js';

export interface QueuedJob {
  id: string;
  name: JobName;
  payload: unknown;
  attemptsMade: number;
  /** Date.now() when it was first added, for the age of the oldest waiting job. */
  enqueuedAt: number;
}

export interface JobLaneSettings {
  concurrency: number;
  maxAttempts: number;
  backoffMs: number;
}

interface ActiveJob {
  done: Promise<void>;
  abort: AbortController;
}

/** The same schedule as BullMQ's exponential backoff: backoffMs, then twice that, and so on. */
export function retryDelayMs(backoffMs: number, failedAttempt: number): number {
  return backoffMs * 2 ** (failedAttempt - 1);
}

/** One queue of the in-process adapter: FIFO waiting jobs, at most `concurrency` running, timed retries. */
export class JobLane {
  private readonly waiting: QueuedJob[] = [];
  private readonly active = new Map<string, ActiveJob>();
  private readonly retries = new Map<NodeJS.Timeout, QueuedJob>();
  private runner: JobAttemptRunner | undefined;
  private accepting = true;

  constructor(
    readonly queue: QueueName,
    private readonly settings: JobLaneSettings,
    private readonly ledger: JobIdLedger,
    private readonly logger: Logger,
  ) {}

  add(job: QueuedJob): void {
    if (!this.accepting) {
      this.drop([job]);
      return;
    }
    this.waiting.push(job);
    this.fill();
  }

  /** Jobs in each state now; failed jobs are not kept in memory, so none are counted. */
  stats(now: number): QueueStats {
    const oldest = this.waiting[0];
    return {
      queue: this.queue,
      waiting: this.waiting.length,
      active: this.active.size,
      delayed: this.retries.size,
      failed: 0,
      oldestWaitingSeconds: oldest ? Math.max(0, (now - oldest.enqueuedAt) / 1000) : 0,
    };
  }

  start(runner: JobAttemptRunner): void {
    this.runner = runner;
    this.fill();
  }

  /** Stops taking jobs, drops those not yet started, and waits up to `timeoutMs` for the running ones. */
  async close(timeoutMs: number): Promise<void> {
    this.accepting = false;
    for (const timer of this.retries.keys()) clearTimeout(timer);
    this.drop([...this.waiting, ...this.retries.values()]);
    this.waiting.length = 0;
    this.retries.clear();

    const running = [...this.active.values()];
    if (running.length === 0) return;
    if (await settlesWithin(Promise.all(running.map((job) => job.done)), timeoutMs)) return;
    this.logger.warn(
      { queue: this.queue, interrupted: this.active.size, timeoutMs },
      'active jobs did not finish before the shutdown timeout; they are interrupted',
    );
    for (const job of running) job.abort.abort(new Error('shutdown timeout'));
  }

  /** In-process jobs have nowhere to outlive the process; their ids are freed for a later enqueue. */
  private drop(jobs: QueuedJob[]): void {
    if (jobs.length === 0) return;
    for (const job of jobs) this.ledger.forget(job.id);
    this.logger.warn(
      { queue: this.queue, jobIds: jobs.map((job) => job.id) },
      'jobs not started are dropped at shutdown',
    );
  }

  private fill(): void {
    const runner = this.runner;
    if (!runner) return;
    while (this.accepting && this.active.size < this.settings.concurrency) {
      const job = this.waiting.shift();
      if (!job) return;
      this.run(job, runner);
    }
  }

  private run(job: QueuedJob, runner: JobAttemptRunner): void {
    const abort = new AbortController();
    // Started on a later tick so that the handler never runs inside the caller of enqueue.
    const done = Promise.resolve()
      .then(() => this.attempt(job, runner, abort.signal))
      .catch((error: unknown) => this.logger.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
      .finally(() => {
        this.active.delete(job.id);
        this.fill();
      });
    this.active.set(job.id, { done, abort });
  }

  private async attempt(job: QueuedJob, runner: JobAttemptRunner, signal: AbortSignal): Promise<void> {
    const attempt = job.attemptsMade + 1;
    try {
      await runJobAttempt(
        {
          name: job.name,
          payload: job.payload,
          jobId: job.id,
          attempt,
          maxAttempts: this.settings.maxAttempts,
          signal,
        },
        runner,
      );
      this.ledger.markCompleted(job.id);
    } catch (error) {
      if (signal.aborted) {
        this.ledger.forget(job.id);
      } else if (isPermanentJobFailure(error) || attempt >= this.settings.maxAttempts) {
        this.ledger.markFailed(job.id);
      } else {
        this.retryLater({ ...job, attemptsMade: attempt }, retryDelayMs(this.settings.backoffMs, attempt));
      }
    }
  }

  private retryLater(job: QueuedJob, delayMs: number): void {
    if (!this.accepting) {
      this.drop([job]);
      return;
    }
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      this.add(job);
    }, delayMs);
    this.retries.set(timer, job);
  }
}
