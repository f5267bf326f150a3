import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { LocalSubscribers, type AccountChangeChannel } from './account-change-channel.js';

export async function createAccountChangeChannel(
  config: Config,
  logger: Logger,
): Promise<AccountChangeChannel> {
  const channelLogger = logger.child({ component: 'account-changes' });
  const backend = config.queue.backend;
  if (backend.kind === 'bullmq') {
    const { createRedisAccountChangeChannel } = await import('./redis-account-change-channel.js');
    return createRedisAccountChangeChannel(backend, channelLogger);
  }
  const local = new LocalSubscribers(channelLogger);
  return {
    publish: async (change) => local.tell(change),
    subscribe: async (subscriber) => local.add(subscriber),
    close: async () => {},
  };
}
