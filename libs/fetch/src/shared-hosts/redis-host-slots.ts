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
 * Pushes back the expiry of the leases this process still holds on one host; a lease already dropped
 * as expired is not brought back (XX). KEYS: leases. ARGV: lease ms, then the leases.
 */
const RENEW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
for i = 2, #ARGV do
  redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i])
end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 0
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
  /**
   * A slot whose holder stopped renewing its lease for this long is free again: a process killed
   * mid-request holds its slots no longer than this. A live process renews its leases every third of
   * it, however long its requests take, so it may be short (a few seconds).
   */
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
  /** Leases held now, by host: renewed while held, so only a dead process's leases run out. */
  const held = new Map<string, Set<string>>();
  let renewing: NodeJS.Timeout | undefined;
  const renew = async () => {
    const redis = await connection;
    await Promise.all(
      [...held].map(([host, leases]) => redis.eval(RENEW, 1, leasesKey(host), leaseMs, ...leases)),
    );
  };
  const hold = (host: string, lease: string) => {
    let leases = held.get(host);
    if (leases === undefined) {
      leases = new Set();
      held.set(host, leases);
    }
    leases.add(lease);
    // A failed renewal leaves the lease to run out, as a dead process's would: the next one may still land.
    renewing ??= setInterval(() => void renew().catch(() => undefined), leaseMs / 3).unref();
  };
  const letGo = (host: string, lease: string) => {
    const leases = held.get(host);
    leases?.delete(lease);
    if (leases?.size === 0) held.delete(host);
    if (held.size === 0) {
      clearInterval(renewing);
      renewing = undefined;
    }
  };
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
      if (inFlight === 0) return { slot: null, limit: Number(limit) };
      hold(host, lease);
      return { slot: { lease, inFlight, limit: Number(limit) }, limit: Number(limit) };
    },
    async release(host: string, lease: string) {
      letGo(host, lease);
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
      clearInterval(renewing);
      renewing = undefined;
      held.clear();
      (await connection).disconnect();
    },
  };
}
