import { Redis } from 'ioredis';
import type { Logger } from '@signpost/logger';
import { withTimeout } from '../timeouts.js';

export const REDIS_CONNECT_TIMEOUT_MS = 5_000;
export const REDIS_COMMAND_TIMEOUT_MS = 5_000;

function logConnectionErrors(client: Redis, logger: Logger, role: string): Redis {
  client.on('error', (error: unknown) => logger.warn({ err: error, role }, 'redis connection error'));
  return client;
}

/**
 * For short commands issued on behalf of a caller (enqueue, publish, ping): while Redis is away a
 * command fails at once instead of waiting in an offline queue, so a request can answer 503 quickly.
 */
export function createFailFastRedis(url: string, connectionName: string, logger: Logger): Redis {
  const client = new Redis(url, {
    connectionName,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  return logConnectionErrors(client, logger, connectionName);
}

/**
 * For a pub/sub subscriber: SUBSCRIBE waits for the connection and is replayed after every reconnect
 * (ioredis resubscribes by itself), so a Redis restart does not silently drop listeners.
 */
export function createSubscriberRedis(url: string, connectionName: string, logger: Logger): Redis {
  const client = new Redis(url, {
    connectionName,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    autoResubscribe: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  return logConnectionErrors(client, logger, connectionName);
}

/**
 * BullMQ worker connections block on BZPOPMIN and must keep retrying through outages, which BullMQ
 * requires as maxRetriesPerRequest: null. BullMQ creates and owns these connections.
 */
export function workerConnectionOptions(url: string) {
  return { url, maxRetriesPerRequest: null, connectTimeout: REDIS_CONNECT_TIMEOUT_MS };
}

/** Resolves once the client is connected; rejects on the first connection error or after `timeoutMs`. */
export async function waitForRedisReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return;
  if (client.status === 'end') throw new Error('Redis connection is closed');
  let stopListening = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    const onReady = () => resolve();
    const onError = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
    const onEnd = () => reject(new Error('Redis connection is closed'));
    client.once('ready', onReady);
    client.once('error', onError);
    client.once('end', onEnd);
    stopListening = () => {
      client.off('ready', onReady);
      client.off('error', onError);
      client.off('end', onEnd);
    };
  });
  try {
    await withTimeout(ready, timeoutMs, `Redis was not reachable within ${timeoutMs} ms`);
  } finally {
    stopListening();
  }
}

/** QUIT politely when connected; otherwise, or when QUIT does not answer in time, drop the socket. */
export async function closeRedis(client: Redis, timeoutMs = REDIS_COMMAND_TIMEOUT_MS): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await withTimeout(client.quit(), timeoutMs, 'Redis QUIT timed out');
  } catch {
    client.disconnect();
  }
}
