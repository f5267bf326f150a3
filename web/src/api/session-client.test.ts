import type { AuthSession, User } from '@signpost/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../storage/browser-storage.js';
import { memoryStorage } from '../storage/memory-storage.js';
import type { FetchFunction, ResponseParser } from './http-client.js';
import { createHttpClient } from './http-client.js';
import { REFRESH_PATH, createSessionHttpClient } from './session-client.js';
import { SESSION_KEYS, createSessionStore } from './session-store.js';

const user: User = {
  id: '3f2b8c1e-6a4d-4e8f-9b7a-1c2d3e4f5a6b',
  email: 'ada@example.com',
  username: 'ada',
  tier: 'solo',
  creditsRemaining: 12,
  emailVerified: true,
  isDemo: false,
  createdAt: '2030-01-01T00:00:00.000Z',
};

const passThrough: ResponseParser<unknown> = { parse: (input) => input };

function signedInStorage() {
  return memoryStorage({
    [SESSION_KEYS.accessToken]: 'access-1',
    [SESSION_KEYS.refreshToken]: 'refresh-1',
    [SESSION_KEYS.user]: JSON.stringify(user),
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const renewed: AuthSession = { user, accessToken: 'access-2', refreshToken: 'refresh-2' };
const unauthorized = () => json(401, { error: 'unauthorized', message: 'Sign in again.' });

/** A gateway that accepts only `validToken` on /api/data and answers refresh as `refreshAnswer` says. */
function fakeGateway(options: { validToken: string; refreshAnswer: () => Response }) {
  return vi.fn<FetchFunction>(async (url, init) => {
    if (url === REFRESH_PATH) return options.refreshAnswer();
    const authorization = (init.headers as Record<string, string>).Authorization;
    return authorization === `Bearer ${options.validToken}` ? json(200, { ok: true }) : unauthorized();
  });
}

function setUp(storage: KeyValueStorage, fetch: FetchFunction) {
  const session = createSessionStore(storage);
  const client = createSessionHttpClient(createHttpClient({ fetch }), session);
  return {
    session,
    client,
    get: () => client.request({ method: 'GET', path: '/api/data', parser: passThrough }),
  };
}

function authorizationOf(call: Parameters<FetchFunction>): string | undefined {
  return (call[1].headers as Record<string, string>).Authorization;
}

describe('createSessionHttpClient', () => {
  it('sends no Authorization header without a stored token', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { ok: true }));
    const { get } = setUp(memoryStorage(), fetch);

    await get();

    expect(authorizationOf(fetch.mock.calls[0]!)).toBeUndefined();
  });

  it('sends the stored access token as a bearer token', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { ok: true }));
    const { get } = setUp(signedInStorage(), fetch);

    await get();

    expect(authorizationOf(fetch.mock.calls[0]!)).toBe('Bearer access-1');
  });

  it('renews the pair after a 401, stores it and repeats the call once with the new token', async () => {
    const storage = signedInStorage();
    const fetch = fakeGateway({ validToken: 'access-2', refreshAnswer: () => json(200, renewed) });
    const { get } = setUp(storage, fetch);

    await expect(get()).resolves.toEqual({ ok: true });

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/data', REFRESH_PATH, '/api/data']);
    const refreshCall = fetch.mock.calls[1]!;
    expect(refreshCall[1].body).toBe(JSON.stringify({ refreshToken: 'refresh-1' }));
    expect(authorizationOf(refreshCall)).toBeUndefined();
    expect(authorizationOf(fetch.mock.calls[2]!)).toBe('Bearer access-2');
    expect(storage.entries.get(SESSION_KEYS.accessToken)).toBe('access-2');
    expect(storage.entries.get(SESSION_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('ends the session when renewal is refused: storage cleared, listeners told, session-expired error', async () => {
    const storage = signedInStorage();
    const fetch = fakeGateway({
      validToken: 'never',
      refreshAnswer: () => json(401, { error: 'unauthorized', message: 'Refresh token revoked.' }),
    });
    const { session, get } = setUp(storage, fetch);
    const listener = vi.fn();
    session.subscribe(listener);

    await expect(get()).rejects.toMatchObject({
      status: 401,
      code: 'session_expired',
      message: 'Session expired. Please sign in again.',
    });

    expect(storage.entries.size).toBe(0);
    expect(session.current()).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('shares one renewal between calls refused at the same time', async () => {
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetch = vi.fn<FetchFunction>(async (url, init) => {
      if (url === REFRESH_PATH) {
        await refreshGate;
        return json(200, renewed);
      }
      const authorization = (init.headers as Record<string, string>).Authorization;
      return authorization === 'Bearer access-2' ? json(200, { ok: true }) : unauthorized();
    });
    const { get } = setUp(signedInStorage(), fetch);

    const both = Promise.all([get(), get()]);
    await vi.waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === REFRESH_PATH)).toHaveLength(1));
    releaseRefresh();

    await expect(both).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(fetch.mock.calls.filter(([url]) => url === REFRESH_PATH)).toHaveLength(1);
  });

  it('repeats the call only once: a second 401 is the answer', async () => {
    const fetch = fakeGateway({ validToken: 'never', refreshAnswer: () => json(200, renewed) });
    const { get } = setUp(signedInStorage(), fetch);

    await expect(get()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the pair when the renewal got no answer', async () => {
    const storage = signedInStorage();
    const fetch = fakeGateway({
      validToken: 'never',
      refreshAnswer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { get } = setUp(storage, fetch);

    await expect(get()).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(storage.entries.get(SESSION_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('does not renew for a refused sign-in: wrong credentials are not a stale token', async () => {
    const fetch = vi.fn<FetchFunction>(async () =>
      json(401, { error: 'invalid_credentials', message: 'Wrong email or password.' }),
    );
    const { client } = setUp(signedInStorage(), fetch);

    await expect(
      client.request({ method: 'POST', path: '/api/auth/login', body: {}, parser: passThrough }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
