import { describe, expect, it } from 'vitest';
import type { UserRow } from '@signpost/db';
import { SessionCache } from './session-cache.js';

const account = (id: string) => ({ id }) as UserRow;

describe('SessionCache', () => {
  it('holds at most its size, dropping the least recently used session', async () => {
    const cache = new SessionCache({ size: 2, ttlMs: 60_000 });
    let loads = 0;
    const load = (id: string) => async () => (loads++, account(id));
    await cache.account('s1', 'u1', load('u1'));
    await cache.account('s2', 'u2', load('u2'));
    await cache.account('s1', 'u1', load('u1')); // s1 used again: s2 is now the oldest
    await cache.account('s3', 'u3', load('u3'));
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await cache.account('s1', 'u1', load('u1'));
    expect(loads).toBe(3);
    await cache.account('s2', 'u2', load('u2'));
    expect(loads).toBe(4);
  });

  it('holds nothing with a size of 0', async () => {
    const cache = new SessionCache({ size: 0, ttlMs: 60_000 });
    await cache.account('s1', 'u1', async () => account('u1'));
    expect(cache.size).toBe(0);
  });

  it('asks again once an entry is older than its time to live', async () => {
    let now = 0;
    const cache = new SessionCache({ size: 10, ttlMs: 1_000, now: () => now });
    let loads = 0;
    const load = async () => (loads++, account('u1'));
    await cache.account('s1', 'u1', load);
    now = 999;
    await cache.account('s1', 'u1', load);
    expect(loads).toBe(1);
    now = 1_000;
    await cache.account('s1', 'u1', load);
    expect(loads).toBe(2);
  });

  it('does not answer for a session presented with another account', async () => {
    const cache = new SessionCache({ size: 10, ttlMs: 60_000 });
    await cache.account('s1', 'u1', async () => account('u1'));
    expect(await cache.account('s1', 'u2', async () => undefined)).toBeUndefined();
  });

  it('drops an ended session, and every session of a changed account', async () => {
    const cache = new SessionCache({ size: 10, ttlMs: 60_000 });
    for (const [session, user] of [
      ['s1', 'u1'],
      ['s2', 'u1'],
      ['s3', 'u2'],
    ] as const) {
      await cache.account(session, user, async () => account(user));
    }
    cache.changed({ kind: 'session', sessionId: 's3' });
    expect(cache.size).toBe(2);
    cache.changed({ kind: 'account', userId: 'u1' });
    expect(cache.size).toBe(0);
    expect(await cache.account('s1', 'u1', async () => undefined)).toBeUndefined();
  });

  it('does not keep what a lookup read while a change arrived', async () => {
    const cache = new SessionCache({ size: 10, ttlMs: 60_000 });
    let release = () => {};
    const reading = cache.account(
      's1',
      'u1',
      () => new Promise<UserRow>((resolve) => (release = () => resolve(account('u1')))),
    );
    cache.changed({ kind: 'session', sessionId: 's1' });
    release();
    await reading;
    expect(cache.size).toBe(0);
  });

  it('drops everything when changes may have been missed', async () => {
    const cache = new SessionCache({ size: 10, ttlMs: 60_000 });
    await cache.account('s1', 'u1', async () => account('u1'));
    cache.missed();
    expect(cache.size).toBe(0);
  });
});
