import { randomUUID } from 'node:crypto';
import type { SharedHostSlots, WindowBounds, WindowChange } from './shared-host-slots.js';

/** A window nobody has used for this long is forgotten: the next crawl of the host learns afresh. */
const WINDOW_TTL_MS = 10 * 60_000;

/**
 * Takes a slot when fewer leases than the window are live. Expired leases (a killed process's) are
 * dropped first. The time is Redis's own, so the processes' clocks need not agree.
 * KEYS: leases (sorted set, lease -> expiry ms), window. ARGV: lease, lease ms, initial window.
 */
const TRY_ACQUIRE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local limit = tonumber(redis.call('GET', KEYS[2]) or ARGV[3])
local active = redis.call('ZCARD', KEYS[1])
if active >= math.floor(limit) then return {0, tostring(limit)} end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return {active + 1, tostring(limit)}
`;

/**
 * One judgement applied to the shared window: up by one to the cap, or down by a factor to one.
 * KEYS: window. ARGV: 'raise' or 'cut', factor, initial, max, window ms.
 */
const ADJUST = `
local limit = tonumber(redis.call('GET', KEYS[1]) or ARGV[3])
if ARGV[1] == 'raise' then
  limit = math.min(tonumber(ARGV[4]), limit + 1)
else
  limit = math.max(1, limit * tonumber(ARGV[2]))
end
redis.call('SET', KEYS[1], tostring(limit), 'PX', tonumber(ARGV[5]))
return tostring(limit)
`;

export interface RedisHostSlotsOptions {
  redisUrl: string;
  /** Keys live under `<prefix>:hosts:`, beside the queue's. */
  prefix: string;
  /** A lease outlives the longest request by a margin; past it the slot is free again. */
  leaseMs: number;
}

/** SharedHostSlots in Redis (distributed mode): one sorted set of leases and one window per host. */
export function createRedisHostSlots({ redisUrl, prefix, leaseMs }: RedisHostSlotsOptions): SharedHostSlots {
  // Loaded here, not at the top: a process that fetches without shared slots never holds ioredis.
  const connection = import('ioredis').then(
    ({ Redis }) => new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
  );
  const leasesKey = (host: string) => `${prefix}:hosts:${host}:leases`;
  const windowKey = (host: string) => `${prefix}:hosts:${host}:window`;
  return {
    async tryAcquire(host: string, { initial }: WindowBounds) {
      const lease = randomUUID();
      const redis = await connection;
      const [inFlight, limit] = (await redis.eval(
        TRY_ACQUIRE,
        2,
        leasesKey(host),
        windowKey(host),
        lease,
        leaseMs,
        initial,
      )) as [number, string];
      return {
        slot: inFlight === 0 ? null : { lease, inFlight, limit: Number(limit) },
        limit: Number(limit),
      };
    },
    async release(host: string, lease: string) {
      const redis = await connection;
      await redis.zrem(leasesKey(host), lease);
    },
    async adjust(host: string, change: WindowChange, { initial, max }: WindowBounds) {
      const factor = change.kind === 'cut' ? change.factor : 1;
      const redis = await connection;
      const limit = await redis.eval(
        ADJUST,
        1,
        windowKey(host),
        change.kind,
        factor,
        initial,
        max,
        WINDOW_TTL_MS,
      );
      return Number(limit);
    },
    async close() {
      (await connection).disconnect();
    },
  };
}
