import { userSchema } from '@signpost/contracts';
import type { AuthSession, User } from '@signpost/contracts';
import type { KeyValueStorage } from '../storage/browser-storage.js';
import { readJson, readText, removeEntry, writeText } from '../storage/browser-storage.js';

/**
 * The session's entries in session storage (docs/product-rules.md, Accounts and sessions); nothing else
 * secret is stored.
 */
export const SESSION_KEYS = {
  accessToken: 'auth_access_token',
  refreshToken: 'auth_refresh_token',
  user: 'auth_user',
} as const;

export interface StoredSession {
  accessToken: string;
  /** Missing when storage lost it; the session then ends at the access token's first refusal. */
  refreshToken: string | null;
  user: User;
}

/**
 * The signed-in session of this tab. Every change goes through here, so subscribers (the React
 * provider) always see what the API client sends.
 */
export interface SessionStore {
  /** The same object until the session changes, as React's useSyncExternalStore requires. */
  current(): StoredSession | null;
  save(session: AuthSession): void;
  /** Replaces the stored user when it is the one signed in; ignored otherwise (a late answer). */
  updateUser(user: User): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(storage: KeyValueStorage | null): SessionStore {
  let snapshot = readSession(storage);
  const listeners = new Set<() => void>();

  function publish(next: StoredSession | null) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  return {
    current: () => snapshot,
    save(session) {
      write(storage, {
        [SESSION_KEYS.accessToken]: session.accessToken,
        [SESSION_KEYS.refreshToken]: session.refreshToken,
        [SESSION_KEYS.user]: JSON.stringify(session.user),
      });
      publish({ accessToken: session.accessToken, refreshToken: session.refreshToken, user: session.user });
    },
    updateUser(user) {
      if (snapshot === null || snapshot.user.id !== user.id) return;
      write(storage, { [SESSION_KEYS.user]: JSON.stringify(user) });
      publish({ ...snapshot, user });
    },
    clear() {
      write(storage, {
        [SESSION_KEYS.accessToken]: null,
        [SESSION_KEYS.refreshToken]: null,
        [SESSION_KEYS.user]: null,
      });
      if (snapshot !== null) publish(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Signed in means a stored access token and a stored user both exist
 * (docs/product-rules.md, Accounts and sessions).
 */
function readSession(storage: KeyValueStorage | null): StoredSession | null {
  const accessToken = readText(storage, SESSION_KEYS.accessToken);
  const user = readJson(storage, SESSION_KEYS.user, userSchema);
  if (!accessToken || user === null) return null;
  return { accessToken, refreshToken: readText(storage, SESSION_KEYS.refreshToken) || null, user };
}

/**
 * Writes or (for null) removes entries; a full or refused storage leaves the session in memory only:
 * the tab keeps working signed in, and a reload finds it signed out.
 */
function write(storage: KeyValueStorage | null, entries: Record<string, string | null>) {
  for (const [key, value] of Object.entries(entries)) {
    if (value === null) removeEntry(storage, key);
    else if (!writeText(storage, key, value)) return;
  }
}
