import { randomUUID } from 'node:crypto';
import type { createFailFastRedis } from '@signpost/queue/redis';
import type { SlotClaim, StreamSlot, StreamSlots } from './stream-slots.js';

/**
 * Every claimed count is a sorted set of the streams holding a place, scored by when each place
 * lapses. One script forgets lapsed places, checks every count and takes a place in all of them, so
 * gateways racing for the last place cannot both get it, and a gateway that dies without releasing
 * its places loses them once they lapse.
 */
const TAKE = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local leaseMs = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', nowMs)
  if redis.call('ZCARD', key) >= tonumber(ARGV[2 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, nowMs + leaseMs, ARGV[2])
  redis.call('PEXPIRE', key, leaseMs)
end
return 1
`;

const RENEW = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local leaseMs = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', nowMs + leaseMs, ARGV[2])
  redis.call('PEXPIRE', key, leaseMs)
end
return 1
`;

type Redis = ReturnType<typeof createFailFastRedis>;

/** Counts of open streams shared by every gateway process through Redis. */
export class RedisStreamSlots implements StreamSlots {
  /**
   * @param leaseMs how long a place outlives its last renewal; longer than the streams' heartbeat,
   *   which renews it.
   */
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly leaseMs: number,
  ) {}

  async take(claims: readonly SlotClaim[]): Promise<StreamSlot | undefined> {
    const keys = claims.map(({ key }) => `${this.namespace}${key}`);
    const id = randomUUID();
    const limits = claims.map(({ limit }) => String(limit));
    const taken = await this.redis.eval(TAKE, keys.length, ...keys, String(this.leaseMs), id, ...limits);
    if (taken !== 1) return undefined;
    let held = true;
    return {
      renew: async () => {
        if (held) await this.redis.eval(RENEW, keys.length, ...keys, String(this.leaseMs), id);
      },
      release: async () => {
        if (!held) return;
        held = false;
        await Promise.all(keys.map((key) => this.redis.zrem(key, id)));
      },
    };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
