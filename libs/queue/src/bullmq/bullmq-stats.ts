import type { Queue } from 'bullmq';
import type { QueueName } from '../job-definitions.js';
import type { QueueStats } from '../job-queue.js';

/** One BullMQ queue's counts, and the age of the job at the head of its wait list (the oldest). */
export async function bullmqQueueStats(name: QueueName, queue: Queue): Promise<QueueStats> {
  const [counts, oldest] = await Promise.all([
    queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
    queue.getWaiting(0, 0),
  ]);
  const waitingSince = oldest[0]?.timestamp;
  return {
    queue: name,
    waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
    active: counts.active ?? 0,
    delayed: counts.delayed ?? 0,
    failed: counts.failed ?? 0,
    oldestWaitingSeconds: waitingSince === undefined ? 0 : Math.max(0, (Date.now() - waitingSince) / 1000),
  };
}
