import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter.js';
import type { SharedHostSlots } from './shared-hosts/shared-host-slots.js';

describe('HostLimiter', () => {
  it('limits each host separately', async () => {
    const limiter = new HostLimiter({ initial: 1, max: 1 });
    const running = new Map<string, number>();
    const peaks = new Map<string, number>();
    let peakAcrossHosts = 0;
    const task = (host: string) => async () => {
      running.set(host, (running.get(host) ?? 0) + 1);
      peaks.set(host, Math.max(peaks.get(host) ?? 0, running.get(host) ?? 0));
      peakAcrossHosts = Math.max(
        peakAcrossHosts,
        [...running.values()].reduce((sum, count) => sum + count, 0),
      );
      await sleep(20);
      running.set(host, (running.get(host) ?? 0) - 1);
      return host;
    };
    const all = Promise.all(['a', 'a', 'a', 'b', 'b', 'b'].map((host) => limiter.run(host, task(host))));
    expect(limiter.trackedHosts).toBe(2);
    expect(await all).toEqual(['a', 'a', 'a', 'b', 'b', 'b']);
    expect(Object.fromEntries(peaks)).toEqual({ a: 1, b: 1 });
    expect(peakAcrossHosts).toBe(2);
  });

  it('releases the slot when a task fails', async () => {
    const limiter = new HostLimiter({ initial: 1, max: 1 });
    await expect(limiter.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('a', () => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('lets more requests in flight while the answers keep their pace, and fewer after a 503', async () => {
    // Every answer takes the same time, whatever else this machine is doing.
    const limiter = new HostLimiter({ initial: 2, max: 6 }, () => 0);
    let running = 0;
    let peak = 0;
    const request = () =>
      limiter.run('a', async (feedback) => {
        running += 1;
        peak = Math.max(peak, running);
        await sleep(10);
        feedback.answered(200);
        running -= 1;
      });
    await Promise.all(Array.from({ length: 80 }, request));
    expect(peak).toBe(6);
    expect(limiter.concurrencyOf('a')).toBe(6);
    await limiter.run('a', async (feedback) => feedback.answered(503));
    expect(limiter.concurrencyOf('a')).toBe(3);
    expect(limiter.concurrencyOf('unknown')).toBe(2);
  });
});

describe('HostLimiter with shared slots', () => {
  /** One slot for the host in all, kept in memory as a shared store would keep it. */
  function oneSharedSlot(): SharedHostSlots {
    let holder: string | null = null;
    let leases = 0;
    return {
      tryAcquire: async () => {
        if (holder !== null) return { slot: null, limit: 1 };
        leases += 1;
        holder = `lease-${leases}`;
        return { slot: { lease: holder, inFlight: 1, limit: 1 }, limit: 1 };
      },
      release: async (_host, lease) => {
        if (holder === lease) holder = null;
      },
      adjust: async () => 1,
      close: async () => undefined,
    };
  }

  it('hands the shared slot to this process’s requests in the order they asked', async () => {
    const limiter = new HostLimiter({ initial: 4, max: 4 }, undefined, oneSharedSlot());
    const started: number[] = [];
    const requests = Array.from({ length: 8 }, (_, index) =>
      limiter.run('site.test', async () => {
        started.push(index);
        await sleep(15);
      }),
    );
    await Promise.all(requests);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
