import { Queue } from 'bullmq';
import type { Config, QueueBackend } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { assertHandlerRegistry } from '../handler-registry.js';
import { JOB_DEFINITIONS, QUEUE_NAMES, jobIdFor, parseJobPayload } from '../job-definitions.js';
import type { QueueName } from '../job-definitions.js';
import type { JobQueue } from '../job-queue.js';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  closeRedis,
  createFailFastRedis,
  waitForRedisReady,
} from '../redis/redis-clients.js';
import { withTimeout } from '../timeouts.js';
import { bullmqQueueStats } from './bullmq-stats.js';
import { startBullmqWorkers } from './bullmq-workers.js';
import type { BullmqWorkerPool } from './bullmq-workers.js';

type BullmqBackend = Extract<QueueBackend, { kind: 'bullmq' }>;

export function createBullmqJobQueue(config: Config, backend: BullmqBackend, logger: Logger): JobQueue {
  const producer = createFailFastRedis(backend.redisUrl, `${backend.prefix}:producer`, logger);
  const createQueue = (name: QueueName) => {
    const queue = new Queue<unknown, void>(name, {
      connection: producer,
      prefix: backend.prefix,
      defaultJobOptions: {
        attempts: config.queue.attempts,
        backoff: { type: 'exponential', delay: config.queue.backoffMs },
        removeOnComplete: { age: config.queue.keepCompletedSeconds },
        removeOnFail: { age: config.queue.keepFailedSeconds },
      },
    });
    queue.on('error', (error) => logger.warn({ err: error, queue: name }, 'queue error'));
    return queue;
  };
  const queues: Record<QueueName, Queue<unknown, void>> = {
    discovery: createQueue('discovery'),
    extraction: createQueue('extraction'),
    scoring: createQueue('scoring'),
    mail: createQueue('mail'),
    billing: createQueue('billing'),
    maintenance: createQueue('maintenance'),
    monitors: createQueue('monitors'),
  };
  let workers: Promise<BullmqWorkerPool> | undefined;
  let closing: Promise<void> | undefined;
  let producerClosed = false;

  const shutdown = async () => {
    const pool = await workers?.catch(() => undefined);
    // Jobs still running may enqueue their next stage, so the producer outlives the workers.
    await pool?.close();
    producerClosed = true;
    await Promise.all(
      Object.values(queues).map((queue) =>
        withTimeout(queue.close(), REDIS_COMMAND_TIMEOUT_MS, 'closing a queue timed out').catch(
          (error: unknown) => logger.warn({ err: error, queue: queue.name }, 'queue did not close cleanly'),
        ),
      ),
    );
    await closeRedis(producer);
  };

  return {
    async enqueue(name, payload) {
      if (producerClosed) throw new Error('The job queue is closed');
      const data = parseJobPayload(name, payload);
      const queue = queues[JOB_DEFINITIONS[name].queue];
      // While Redis is away this fails at the first connection error, so a request can answer 503 at once.
      await waitForRedisReady(producer, REDIS_COMMAND_TIMEOUT_MS);
      // BullMQ ignores an add whose job id already exists, so a timed-out enqueue is safe to repeat.
      await withTimeout(
        queue.add(name, data, { jobId: jobIdFor(name, data) }),
        REDIS_COMMAND_TIMEOUT_MS,
        `Enqueueing ${name} timed out after ${REDIS_COMMAND_TIMEOUT_MS} ms`,
      );
    },

    async startWorkers(options) {
      if (closing) throw new Error('The job queue is closed');
      if (workers) throw new Error('Workers are already started');
      assertHandlerRegistry(options.handlers, options.queues);
      workers = startBullmqWorkers(config, backend, options, logger);
      await workers;
    },

    async schedule(runs) {
      await waitForRedisReady(producer, REDIS_COMMAND_TIMEOUT_MS);
      for (const run of runs) {
        // The scheduler's id is the job's name: every process upserts the same one scheduler, and
        // BullMQ adds each period's job under an id made of that name and the period's time.
        await withTimeout(
          queues[JOB_DEFINITIONS[run.name].queue].upsertJobScheduler(
            run.name,
            { every: run.everyMs },
            { name: run.name, data: {} },
          ),
          REDIS_COMMAND_TIMEOUT_MS,
          `Scheduling ${run.name} timed out after ${REDIS_COMMAND_TIMEOUT_MS} ms`,
        );
      }
    },
    stats() {
      return Promise.all(QUEUE_NAMES.map((name) => bullmqQueueStats(name, queues[name])));
    },
    inspectableQueues() {
      return Object.values(queues);
    },
    async ping() {
      await waitForRedisReady(producer, REDIS_COMMAND_TIMEOUT_MS);
      await producer.ping();
    },

    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}
