import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { createInProcessJobQueue } from './in-process/in-process-job-queue.js';
import type { JobQueue } from './job-queue.js';

/**
 * BullMQ and ioredis are loaded only when Redis is configured: the embedded process never holds them
 * (the same holds for the progress and account-change channels).
 */
export async function createJobQueue(config: Config, logger: Logger): Promise<JobQueue> {
  const queueLogger = logger.child({ component: 'job-queue' });
  const backend = config.queue.backend;
  if (backend.kind !== 'bullmq') return createInProcessJobQueue(config, queueLogger);
  const { createBullmqJobQueue } = await import('./bullmq/bullmq-job-queue.js');
  return createBullmqJobQueue(config, backend, queueLogger);
}
