import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@signpost/logger';
import { createFailFastRedis } from '@signpost/queue/redis';
import { createTestRedis, testConfig, type TestRedis } from '@signpost/testing';
import { RedisStreamSlots } from './redis-stream-slots.js';

const LEASE_MS = 60_000;

/** Several gateways count their streams together through Redis, and a dead gateway's places lapse. */
describe('stream counts shared through Redis', () => {
  let testRedis: TestRedis;
  const gateways: RedisStreamSlots[] = [];
  const logger = createLogger(testConfig(), 'stream-slots-test');

  const gateway = async (leaseMs = LEASE_MS) => {
    const redis = createFailFastRedis(testRedis.url, 'stream-slots-test', logger);
    await new Promise((resolve) => redis.once('ready', resolve));
    const slots = new RedisStreamSlots(redis, `${testRedis.prefix}:event-streams:`, leaseMs);
    gateways.push(slots);
    return slots;
  };

  beforeAll(async () => {
    testRedis = await createTestRedis();
  });
  afterAll(async () => {
    await Promise.all(gateways.map((slots) => slots.close()));
    await testRedis.cleanup();
  });

  it('gives racing gateways exactly the limit of places, in every claimed count, and frees them on release', async () => {
    const [one, two] = [await gateway(), await gateway()];
    const claims = [
      { key: 'address:192.0.2.1', limit: 3 },
      { key: 'account:a', limit: 10 },
    ];
    const taken = await Promise.all(
      Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? one : two).take(claims)),
    );
    const held = taken.filter((slot) => slot !== undefined);
    expect(held).toHaveLength(3);
    // The refused takes left nothing behind in the count that had room.
    expect(await one.take([{ key: 'account:a', limit: 4 }])).toBeDefined();
    expect(await two.take([{ key: 'account:a', limit: 4 }])).toBeUndefined();

    await held[0]?.release();
    await held[0]?.release();
    expect(await two.take(claims)).toBeDefined();
    expect(await one.take(claims)).toBeUndefined();
  });

  it('forgets the places of a gateway that stopped renewing them', async () => {
    const dying = await gateway(200);
    const claim = [{ key: 'address:192.0.2.2', limit: 1 }];
    const lost = await dying.take(claim);
    expect(lost).toBeDefined();
    const survivor = await gateway();
    expect(await survivor.take(claim)).toBeUndefined();
    await vi.waitFor(async () => expect(await survivor.take(claim)).toBeDefined(), { timeout: 5_000 });
  });
});
