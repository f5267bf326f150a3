import type { Redis } from 'ioredis';
import type { QueueBackend } from '@signpost/config';
import { progressEventSchema } from '@signpost/contracts';
import type { ProgressEvent } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  closeRedis,
  createFailFastRedis,
  createSubscriberRedis,
  waitForRedisReady,
} from '../redis/redis-clients.js';
import { deliverSafely } from './progress-channel.js';
import type { ProgressChannel, ProgressListener } from './progress-channel.js';

/** A progress event is a few ids and a timestamp; anything far larger is not one of ours. */
const MAX_MESSAGE_BYTES = 4 * 1024;

export function progressChannelName(prefix: string, analysisId: string): string {
  return `${prefix}:progress:${analysisId}`;
}

function decodeProgressEvent(message: string): ProgressEvent | undefined {
  if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return undefined;
  }
  const result = progressEventSchema.safeParse(parsed);
  return result.success ? result.data : undefined;
}

/** Redis pub/sub: one channel per analysis, one subscriber connection shared by every listener. */
export function createRedisProgressChannel(
  backend: Extract<QueueBackend, { kind: 'bullmq' }>,
  logger: Logger,
): ProgressChannel {
  const publisher = createFailFastRedis(backend.redisUrl, `${backend.prefix}:progress-publisher`, logger);
  let subscriber: Redis | undefined;
  // A subscription is an object of its own so that one function subscribed twice is two subscriptions.
  const subscriptions = new Map<string, Set<{ listener: ProgressListener }>>();
  const channelPrefix = progressChannelName(backend.prefix, '');
  let closed = false;

  const deliver = (channel: string, message: string) => {
    const analysisId = channel.slice(channelPrefix.length);
    const listeners = subscriptions.get(analysisId);
    if (!listeners) return;
    const event = decodeProgressEvent(message);
    if (!event || event.analysisId !== analysisId) {
      logger.warn({ channel }, 'dropped a progress message that is not a valid progress event');
      return;
    }
    for (const { listener } of [...listeners]) deliverSafely(listener, event, logger);
  };

  const subscriberConnection = (): Redis => {
    if (!subscriber) {
      subscriber = createSubscriberRedis(backend.redisUrl, `${backend.prefix}:progress-subscriber`, logger);
      subscriber.on('message', deliver);
    }
    return subscriber;
  };

  const logCommandFailure = (command: string, channel: string) => (error: unknown) =>
    logger.warn({ err: error, channel }, `progress ${command} failed`);

  return {
    async publish(event) {
      if (closed) throw new Error('The progress channel is closed');
      const valid = progressEventSchema.parse(event);
      await waitForRedisReady(publisher, REDIS_COMMAND_TIMEOUT_MS);
      await publisher.publish(progressChannelName(backend.prefix, valid.analysisId), JSON.stringify(valid));
    },

    subscribe(analysisId, listener) {
      if (closed) throw new Error('The progress channel is closed');
      const channel = progressChannelName(backend.prefix, analysisId);
      const listeners = subscriptions.get(analysisId) ?? new Set();
      if (listeners.size === 0) {
        subscriptions.set(analysisId, listeners);
        subscriberConnection().subscribe(channel).catch(logCommandFailure('subscribe', channel));
      }
      const subscription = { listener };
      listeners.add(subscription);
      return () => {
        if (!listeners.delete(subscription) || listeners.size > 0) return;
        subscriptions.delete(analysisId);
        if (!closed)
          subscriberConnection().unsubscribe(channel).catch(logCommandFailure('unsubscribe', channel));
      };
    },

    async close() {
      closed = true;
      subscriptions.clear();
      await Promise.all([closeRedis(publisher), subscriber ? closeRedis(subscriber) : undefined]);
    },
  };
}
