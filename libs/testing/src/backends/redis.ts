import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  prefix: string;
  cleanup(): Promise<void>;
}

let containerUrl: Promise<string> | undefined;

async function serverUrl(): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  containerUrl ??= (async () => {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return container.getConnectionUrl();
  })();
  return containerUrl;
}

/** The test Redis with a queue prefix of its own, whose keys are deleted afterwards. */
export async function createTestRedis(): Promise<TestRedis> {
  const url = await serverUrl();
  const prefix = `signpost-test-${randomBytes(5).toString('hex')}`;
  return {
    url,
    prefix,
    cleanup: async () => {
      const redis = new Redis(url, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
