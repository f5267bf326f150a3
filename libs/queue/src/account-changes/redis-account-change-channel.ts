import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { QueueBackend } from '@signpost/config';
import { accountChangeSchema } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  closeRedis,
  createFailFastRedis,
  createSubscriberRedis,
  waitForRedisReady,
} from '../redis/redis-clients.js';
import { LocalSubscribers, type AccountChangeChannel } from './account-change-channel.js';

const MAX_MESSAGE_BYTES = 1024;

/**
 * Account changes over one Redis pub/sub channel. This process's subscribers are told at once; the
 * others when the message arrives (this process skips its own echo). A subscriber connection that was
 * lost may have missed changes, so on reconnecting every subscriber is told to drop what it holds.
 */
export function createRedisAccountChangeChannel(
  backend: Extract<QueueBackend, { kind: 'bullmq' }>,
  logger: Logger,
): AccountChangeChannel {
  const channel = `${backend.prefix}:account-changes`;
  const origin = randomUUID();
  const local = new LocalSubscribers(logger);
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;

  const receive = (_channel: string, message: string) => {
    if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) return;
    try {
      const { from, change } = JSON.parse(message) as { from?: unknown; change?: unknown };
      if (from === origin) return;
      local.tell(accountChangeSchema.parse(change));
    } catch {
      logger.warn('dropped an account change message that is not one');
    }
  };

  const listen = async (): Promise<void> => {
    if (subscriber) return;
    subscriber = createSubscriberRedis(backend.redisUrl, `${backend.prefix}:account-changes-subscriber`, logger);
    subscriber.on('message', receive);
    // While the connection is down changes go unheard: caches drop everything when it drops and again
    // once it is back, so nothing cached before or during the gap outlives it.
    subscriber.on('close', () => local.tellMissed());
    subscriber.on('ready', () => local.tellMissed());
    await subscriber.subscribe(channel);
  };

  return {
    async publish(change) {
      local.tell(change);
      publisher ??= createFailFastRedis(backend.redisUrl, `${backend.prefix}:account-changes-publisher`, logger);
      await waitForRedisReady(publisher, REDIS_COMMAND_TIMEOUT_MS);
      await publisher.publish(channel, JSON.stringify({ from: origin, change }));
    },
    async subscribe(subscriberOfChanges) {
      const unsubscribe = local.add(subscriberOfChanges);
      await listen();
      return unsubscribe;
    },
    async close() {
      await Promise.all([publisher, subscriber].map((client) => (client ? closeRedis(client) : undefined)));
    },
  };
}
