import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter.js';

describe('HostLimiter', () => {
  it('limits each host separately and forgets idle hosts', async () => {
    const limiter = new HostLimiter(1);
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
    expect(limiter.trackedHosts).toBe(0);
  });

  it('releases the slot when a task fails', async () => {
    const limiter = new HostLimiter(1);
    await expect(limiter.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('a', () => Promise.resolve('next'))).resolves.toBe('next');
    expect(limiter.trackedHosts).toBe(0);
  });
});
