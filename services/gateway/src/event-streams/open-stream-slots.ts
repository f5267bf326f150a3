import { once } from 'node:events';
import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { RedisStreamSlots } from './redis-stream-slots.js';
import { LocalStreamSlots, type StreamSlots } from './stream-slots.js';

/**
 * The counts of open event streams: in Redis when the services run apart (so every gateway counts
 * together, like the rate limits), in this process otherwise, which then never loads ioredis.
 */
export async function openStreamSlots(config: Config, logger: Logger, leaseMs: number): Promise<StreamSlots> {
  const backend = config.queue.backend;
  if (backend.kind !== 'bullmq') return new LocalStreamSlots();
  const { createFailFastRedis } = await import('@signpost/queue/redis');
  const redis = createFailFastRedis(backend.redisUrl, 'event-stream-slots', logger);
  await Promise.race([once(redis, 'ready'), once(redis, 'error').then(([error]) => Promise.reject(error))]);
  return new RedisStreamSlots(redis, `${backend.prefix}:event-streams:`, leaseMs);
}
