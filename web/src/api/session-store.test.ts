import type { User } from '@signpost/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../storage/browser-storage.js';
import { memoryStorage } from '../storage/memory-storage.js';
import { SESSION_KEYS, createSessionStore } from './session-store.js';

const user: User = {
  id: '3f2b8c1e-6a4d-4e8f-9b7a-1c2d3e4f5a6b',
  email: 'ada@example.com',
  username: 'ada',
  tier: 'starter',
  creditsRemaining: null,
  emailVerified: false,
  isDemo: false,
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('createSessionStore', () => {
  it('stores exactly the three session entries and reads them back in a new tab state', () => {
    const storage = memoryStorage();
    createSessionStore(storage).save({ user, accessToken: 'a', refreshToken: 'r' });

    expect([...storage.entries.keys()].sort()).toEqual(Object.values(SESSION_KEYS).sort());
    expect(createSessionStore(storage).current()).toEqual({ accessToken: 'a', refreshToken: 'r', user });
  });

  it('counts as signed out without a token, or with a user entry it cannot read', () => {
    expect(
      createSessionStore(memoryStorage({ [SESSION_KEYS.user]: JSON.stringify(user) })).current(),
    ).toBeNull();
    const corrupt = memoryStorage({ [SESSION_KEYS.accessToken]: 'a', [SESSION_KEYS.user]: '{"email":1}' });
    expect(createSessionStore(corrupt).current()).toBeNull();
  });

  it('keeps the same snapshot until something changes, then tells subscribers', () => {
    const store = createSessionStore(memoryStorage());
    store.save({ user, accessToken: 'a', refreshToken: 'r' });
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.current()).toBe(store.current());
    store.updateUser({ ...user, emailVerified: true });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.current()?.user.emailVerified).toBe(true);
  });

  it('ignores a user who is not the one signed in (a late answer for an earlier session)', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.save({ user, accessToken: 'a', refreshToken: 'r' });

    store.updateUser({ ...user, id: '00000000-0000-4000-8000-000000000000', tier: 'scale' });

    expect(store.current()?.user.tier).toBe('starter');
    store.clear();
    store.updateUser(user);
    expect(store.current()).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('keeps working in memory when storage refuses writes', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createSessionStore(refusing);

    store.save({ user, accessToken: 'a', refreshToken: 'r' });

    expect(store.current()?.accessToken).toBe('a');
  });
});
