import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { QueueBackend } from '@signpost/config';
import { accountChangeSchema, type AccountChange } from '@signpost/contracts';
import type { Logger } from '@signpost/logger';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  closeRedis,
  createFailFastRedis,
  createSubscriberRedis,
  waitForRedisReady,
} from '../redis/redis-clients.js';
import { withTimeout } from '../timeouts.js';
import { LocalSubscribers, type AccountChangeChannel } from './account-change-channel.js';

const MAX_MESSAGE_BYTES = 1024;
/** How long a publisher waits for every process to confirm it dropped what the change touches. */
export const ACCOUNT_CHANGE_ACK_TIMEOUT_MS = 2_000;

interface Announcement {
  id: string;
  from: string;
  change: AccountChange;
}

function decode(message: string): Announcement | undefined {
  if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) return undefined;
  try {
    const { id, from, change } = JSON.parse(message) as Record<string, unknown>;
    if (typeof id !== 'string' || typeof from !== 'string') return undefined;
    return { id, from, change: accountChangeSchema.parse(change) };
  } catch {
    return undefined;
  }
}

/**
 * Account changes over Redis pub/sub. Publishing tells this process's subscribers at once, then every
 * process listening; each answers on the publisher's own acknowledgement channel once it has dropped
 * what the change touches, and publishing returns when all have (PUBLISH says how many heard it). So
 * when a sign-out answers, no gateway still trusts the session. A subscriber connection that drops may
 * miss changes, so its caches are emptied when it drops and again when it is back.
 */
export function createRedisAccountChangeChannel(
  backend: Extract<QueueBackend, { kind: 'bullmq' }>,
  logger: Logger,
): AccountChangeChannel {
  const changesChannel = `${backend.prefix}:account-changes`;
  const origin = randomUUID();
  const acksChannel = `${changesChannel}:acks:${origin}`;
  const local = new LocalSubscribers(logger);
  const waiting = new Map<string, { heard: number; expected?: number; done(): void }>();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  const subscribed = new Map<string, Promise<unknown>>();

  const readyPublisher = async (): Promise<Redis> => {
    publisher ??= createFailFastRedis(
      backend.redisUrl,
      `${backend.prefix}:account-changes-publisher`,
      logger,
    );
    await waitForRedisReady(publisher, REDIS_COMMAND_TIMEOUT_MS);
    return publisher;
  };

  const settle = (id: string) => {
    const wait = waiting.get(id);
    if (wait?.expected !== undefined && wait.heard >= wait.expected) wait.done();
  };

  const receive = (channel: string, message: string) => {
    if (channel === acksChannel) {
      const wait = waiting.get(message);
      if (wait) wait.heard += 1;
      settle(message);
      return;
    }
    const announcement = decode(message);
    if (!announcement) {
      logger.warn('dropped an account change message that is not one');
      return;
    }
    if (announcement.from !== origin) local.tell(announcement.change);
    readyPublisher()
      .then((client) => client.publish(`${changesChannel}:acks:${announcement.from}`, announcement.id))
      .catch((error: unknown) => logger.warn({ err: error }, 'acknowledging an account change failed'));
  };

  const listenTo = (channel: string): Promise<unknown> => {
    if (!subscriber) {
      subscriber = createSubscriberRedis(
        backend.redisUrl,
        `${backend.prefix}:account-changes-subscriber`,
        logger,
      );
      subscriber.on('message', receive);
      subscriber.on('close', () => local.tellMissed());
      subscriber.on('ready', () => local.tellMissed());
    }
    const client = subscriber;
    let subscribing = subscribed.get(channel);
    if (!subscribing) {
      subscribing = client.subscribe(channel).catch((error: unknown) => {
        subscribed.delete(channel);
        throw error;
      });
      subscribed.set(channel, subscribing);
    }
    return subscribing;
  };

  const untilAcknowledged = (id: string) => {
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<void>((resolve) => {
      waiting.set(id, { heard: 0, done: resolve });
      timer = setTimeout(() => {
        logger.warn({ id }, 'not every process confirmed an account change in time');
        resolve();
      }, ACCOUNT_CHANGE_ACK_TIMEOUT_MS);
    });
    return acknowledged.finally(() => {
      clearTimeout(timer);
      waiting.delete(id);
    });
  };

  return {
    async publish(change) {
      local.tell(change);
      // Fails within seconds while Redis is away, rather than waiting for it as a subscriber does.
      const client = await readyPublisher();
      await withTimeout(
        listenTo(acksChannel),
        REDIS_COMMAND_TIMEOUT_MS,
        'Redis did not take the subscription',
      );
      const id = randomUUID();
      const acknowledged = untilAcknowledged(id);
      const listeners = await client
        .publish(changesChannel, JSON.stringify({ id, from: origin, change }))
        .catch((error: unknown) => {
          waiting.get(id)?.done();
          throw error;
        });
      const wait = waiting.get(id);
      if (wait) wait.expected = listeners;
      settle(id);
      await acknowledged;
    },
    async subscribe(subscriberOfChanges) {
      const unsubscribe = local.add(subscriberOfChanges);
      await listenTo(changesChannel);
      return unsubscribe;
    },
    async close() {
      for (const wait of waiting.values()) wait.done();
      await Promise.all([publisher, subscriber].map((client) => (client ? closeRedis(client) : undefined)));
    },
  };
}
