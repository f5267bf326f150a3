import type { AccountChange } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';

export interface SessionCacheOptions {
  /** Most sessions held; the least recently used goes first. 0 holds none. */
  size: number;
  /** Longest a session is trusted without asking the database again: a backstop, not the way out. */
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  userId: string;
  account: UserRow;
  until: number;
}

/**
 * The accounts of live sessions, so a signed-in poll reads no database. Whatever ends a session or
 * changes an account is announced (AccountChange) and drops the entries it touches before the write's
 * request answers. A lookup that was reading the database while a change arrived does not store what
 * it read: it may be the state from before the change.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  /** Bumped by every change; a lookup stores its answer only if none came while it was reading. */
  private generation = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The account of session `sessionId` of `userId`, from memory when held, else from `load`. */
  async account(
    sessionId: string,
    userId: string,
    load: () => Promise<UserRow | undefined>,
  ): Promise<UserRow | undefined> {
    const held = this.entries.get(sessionId);
    if (held && held.userId === userId && held.until > this.now()) {
      this.entries.delete(sessionId);
      this.entries.set(sessionId, held);
      return held.account;
    }
    const generation = this.generation;
    const account = await load();
    if (account && generation === this.generation && this.options.size > 0) {
      this.entries.delete(sessionId);
      this.entries.set(sessionId, { userId, account, until: this.now() + this.options.ttlMs });
      const oldest = this.entries.keys().next().value;
      if (this.entries.size > this.options.size && oldest !== undefined) this.entries.delete(oldest);
    }
    return account;
  }

  changed(change: AccountChange): void {
    this.generation += 1;
    if (change.kind === 'session') {
      this.entries.delete(change.sessionId);
      return;
    }
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === change.userId) this.entries.delete(sessionId);
    }
  }

  /** Changes may have gone unheard: nothing held can be trusted. */
  missed(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
