import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedis, type TestRedis } from '@signpost/testing';
import { addressPolicy } from '../address-guard.js';
import { createFetcherWithPolicy } from '../guarded-fetcher.js';
import { HostLimiter } from '../host-limiter.js';
import {
  fetcherOptions,
  startLoopbackServer,
  type LoopbackServer,
} from '../testing/loopback-server.test-support.js';
import type { GuardedFetcher } from '../types.js';
import { createRedisHostSlots } from './redis-host-slots.js';
import type { SharedHostSlots } from './shared-host-slots.js';

const ANSWER_MS = 40;

describe('host slots shared through Redis', () => {
  let redis: TestRedis;
  let site: LoopbackServer;
  let inFlight = 0;
  let peakInFlight = 0;
  const opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    redis = await createTestRedis();
    site = await startLoopbackServer((_request, response) => {
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
      }, ANSWER_MS);
    });
  });
  afterAll(async () => {
    for (const part of opened) await part.close();
    await site.close();
    await redis.cleanup();
  });

  /** One crawling process's parts: its own Redis connection, limiter and fetcher. */
  function crawlingProcess(
    prefix: string,
    leaseMs = 10_000,
  ): { slots: SharedHostSlots; fetcher: GuardedFetcher } {
    const slots = createRedisHostSlots({ redisUrl: redis.url, prefix, leaseMs });
    const fetcher = createFetcherWithPolicy(
      fetcherOptions({ hostConcurrency: 3, hostConcurrencyMax: 3, sharedHosts: slots }),
      addressPolicy({ allowPrivate: true }),
    );
    opened.push(fetcher, slots);
    return { slots, fetcher };
  }

  it('keeps four processes on one site within one cap, where each alone would send its own', async () => {
    const prefix = `${redis.prefix}-cap`;
    const fetchers = Array.from({ length: 4 }, () => crawlingProcess(prefix).fetcher);
    peakInFlight = 0;
    const pages = await Promise.all(
      fetchers.flatMap((fetcher, worker) =>
        Array.from({ length: 12 }, (_, page) => fetcher.fetch(`${site.origin}/w${worker}/p${page}`)),
      ),
    );
    expect(pages.every((page) => page.status === 200)).toBe(true);
    expect(peakInFlight).toBe(3);

    const unshared = Array.from({ length: 4 }, () =>
      createFetcherWithPolicy(
        fetcherOptions({ hostConcurrency: 3, hostConcurrencyMax: 3 }),
        addressPolicy({ allowPrivate: true }),
      ),
    );
    opened.push(...unshared);
    peakInFlight = 0;
    await Promise.all(
      unshared.flatMap((fetcher, worker) =>
        Array.from({ length: 12 }, (_, page) => fetcher.fetch(`${site.origin}/u${worker}/p${page}`)),
      ),
    );
    expect(peakInFlight).toBeGreaterThan(3);
  });

  it('frees the slots of a process killed mid-request once their leases run out', async () => {
    const prefix = `${redis.prefix}-lease`;
    const killed = crawlingProcess(prefix, 300).slots;
    const bounds = { initial: 2, max: 2 };
    // The killed process took both slots and will never release them nor renew their leases.
    expect((await killed.tryAcquire('site.test', bounds)).slot).not.toBeNull();
    expect((await killed.tryAcquire('site.test', bounds)).slot).not.toBeNull();
    await killed.close();
    const survivor = crawlingProcess(prefix).slots;
    expect((await survivor.tryAcquire('site.test', bounds)).slot).toBeNull();
    await sleep(400);
    expect((await survivor.tryAcquire('site.test', bounds)).slot).toMatchObject({ inFlight: 1 });
  });

  it('keeps a live process’s slot past its lease for as long as it holds it, and frees it on release', async () => {
    const prefix = `${redis.prefix}-renew`;
    const holder = crawlingProcess(prefix, 300).slots;
    const other = crawlingProcess(prefix, 300).slots;
    const bounds = { initial: 1, max: 1 };
    const taken = (await holder.tryAcquire('site.test', bounds)).slot;
    expect(taken).not.toBeNull();
    // A request slower than three leases: the slot stays taken all along.
    await sleep(1_000);
    expect((await other.tryAcquire('site.test', bounds)).slot).toBeNull();
    await holder.release('site.test', taken!.lease);
    expect((await other.tryAcquire('site.test', bounds)).slot).toMatchObject({ inFlight: 1 });
  });

  it('moves one window for all: a cut one process makes holds the others back', async () => {
    const prefix = `${redis.prefix}-window`;
    const first = crawlingProcess(prefix).slots;
    const second = crawlingProcess(prefix).slots;
    const bounds = { initial: 4, max: 8 };
    expect(await first.adjust('site.test', { kind: 'raise' }, bounds)).toBe(5);
    expect(await second.adjust('site.test', { kind: 'cut', factor: 0.5 }, bounds)).toBe(2.5);
    const taken = [await first.tryAcquire('site.test', bounds), await first.tryAcquire('site.test', bounds)];
    expect(taken.map((answer) => answer.slot?.inFlight)).toEqual([1, 2]);
    expect(await second.tryAcquire('site.test', bounds)).toEqual({ slot: null, limit: 2.5 });
  });

  it('falls back to this process’s own window when the shared store cannot be reached', async () => {
    const unreachable: SharedHostSlots = {
      tryAcquire: () => Promise.reject(new Error('connection refused')),
      release: () => Promise.reject(new Error('connection refused')),
      adjust: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const limiter = new HostLimiter({ initial: 2, max: 2 }, undefined, unreachable);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        limiter.run('site.test', async () => {
          running += 1;
          peak = Math.max(peak, running);
          await sleep(10);
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
  });
});
