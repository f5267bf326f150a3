import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { createInProcessProgressChannel } from './in-process-progress-channel.js';
import type { ProgressChannel } from './progress-channel.js';

export async function createProgressChannel(config: Config, logger: Logger): Promise<ProgressChannel> {
  const channelLogger = logger.child({ component: 'progress-channel' });
  const backend = config.queue.backend;
  if (backend.kind !== 'bullmq') return createInProcessProgressChannel(channelLogger);
  const { createRedisProgressChannel } = await import('./redis-progress-channel.js');
  return createRedisProgressChannel(backend, channelLogger);
}
