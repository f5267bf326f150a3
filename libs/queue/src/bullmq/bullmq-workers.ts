import { UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type { Config, QueueBackend } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { handlersByName } from '../handler-registry.js';
import type { QueueName } from '../job-definitions.js';
import type { StartWorkersOptions } from '../job-queue.js';
import { REDIS_CONNECT_TIMEOUT_MS, workerConnectionOptions } from '../redis/redis-clients.js';
import { isPermanentJobFailure, runJobAttempt } from '../run-job-attempt.js';
import type { JobAttemptRunner } from '../run-job-attempt.js';
import { settlesWithin, withTimeout } from '../timeouts.js';

/**
 * A job is failed after this many stalls (its worker died or lost the lock). Locks of seconds make a
 * stall cheap and let one job be hit by several pod losses in a row (a storm of kills takes a job
 * over again within seconds), so a job gets three; the fourth time the job itself is the likely cause.
 */
const MAX_STALLED_COUNT = 3;

export interface BullmqWorkerPool {
  close(): Promise<void>;
}

type BullmqBackend = Extract<QueueBackend, { kind: 'bullmq' }>;

export async function startBullmqWorkers(
  config: Config,
  backend: BullmqBackend,
  options: StartWorkersOptions,
  logger: Logger,
): Promise<BullmqWorkerPool> {
  const runner: JobAttemptRunner = {
    handlers: handlersByName(options.handlers),
    onExhausted: options.onExhausted,
    logger,
  };
  let closing = false;
  const workers = [...new Set(options.queues)].map((queue) => {
    const worker = createWorker(config, backend, queue, runner);
    worker.on('error', (error) =>
      closing
        ? logger.debug({ err: error, queue }, 'worker error while closing')
        : logger.error({ err: error, queue }, 'worker error'),
    );
    worker.on('stalled', (jobId) => logger.warn({ jobId, queue }, 'job stalled; it is back in the queue'));
    return worker;
  });

  const forceClose = async () => {
    // Drop the connections before aborting the handlers, so that an interrupted job cannot be recorded
    // as failed: it stays active, its lock expires, and another worker picks it up.
    await Promise.all(workers.map((worker) => worker.disconnect().catch(() => undefined)));
    for (const worker of workers) worker.cancelAllJobs('shutdown timeout');
  };

  try {
    await withTimeout(
      Promise.all(workers.map((worker) => worker.waitUntilReady())),
      REDIS_CONNECT_TIMEOUT_MS,
      `Job workers could not reach Redis within ${REDIS_CONNECT_TIMEOUT_MS} ms`,
    );
  } catch (error) {
    closing = true;
    await settlesWithin(Promise.all(workers.map((worker) => worker.close(true))), REDIS_CONNECT_TIMEOUT_MS);
    throw error;
  }

  return {
    async close() {
      closing = true;
      const graceful = Promise.all(workers.map((worker) => worker.close()));
      if (await settlesWithin(graceful, config.shutdownTimeoutMs)) return;
      logger.warn(
        { timeoutMs: config.shutdownTimeoutMs },
        'active jobs did not finish before the shutdown timeout; they are interrupted and will be redelivered',
      );
      await forceClose();
    },
  };
}

function createWorker(config: Config, backend: BullmqBackend, queue: QueueName, runner: JobAttemptRunner) {
  return new Worker<unknown, void>(queue, (job, _token, signal) => processJob(job, signal, runner), {
    connection: workerConnectionOptions(backend.redisUrl),
    prefix: backend.prefix,
    concurrency: config.queue.concurrency[queue],
    lockDuration: config.queue.lockMs,
    stalledInterval: config.queue.stalledIntervalMs,
    maxStalledCount: MAX_STALLED_COUNT,
  });
}

async function processJob(
  job: Job<unknown, void>,
  signal: AbortSignal | undefined,
  runner: JobAttemptRunner,
) {
  try {
    await runJobAttempt(
      {
        name: job.name,
        payload: job.data,
        jobId: job.id ?? '',
        attempt: job.attemptsMade + 1,
        maxAttempts: job.opts.attempts ?? 1,
        signal: signal ?? new AbortController().signal,
      },
      runner,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isPermanentJobFailure(error)) throw new UnrecoverableError(message);
    throw error instanceof Error ? error : new Error(message);
  }
}
