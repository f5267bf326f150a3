import { sql, type Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../schema.js';
import { ignoreAccountChanges, type AccountChangeListener } from './account-changes.js';

/** What presenting a refresh token found. */
export type RefreshOutcome =
  { kind: 'rotated'; session: SessionRow } | { kind: 'reused'; sessionId: string } | { kind: 'invalid' };

/**
 * Sessions and their refresh tokens. A refresh token is exchanged once: the exchange marks it used in
 * the same statement that finds it, so two racing exchanges cannot both succeed, and a token presented
 * after its exchange marks its whole session as stolen.
 */
export class SessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changed: AccountChangeListener = ignoreAccountChanges,
  ) {}

  async create(
    session: { id: string; userId: string; expiresAt: Date },
    refreshTokenHash: string,
  ): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt })
      .execute();
    await this.addRefreshToken(session.id, refreshTokenHash);
  }

  async addRefreshToken(sessionId: string, tokenHash: string): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({ token_hash: tokenHash, session_id: sessionId })
      .execute();
  }

  /** A live session: not revoked and not expired. */
  async getLive(id: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
  }

  /**
   * The account of a live session, when the session belongs to that account: what every signed-in
   * request needs, in one query.
   */
  async findLiveAccount(sessionId: string, userId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
  }

  /** Marks the token used if it is unused and its session live; tells what it found. */
  async useRefreshToken(tokenHash: string): Promise<RefreshOutcome> {
    const used = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (used) {
      const session = await this.getLive(used.session_id);
      return session ? { kind: 'rotated', session } : { kind: 'invalid' };
    }
    const known = await this.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return known ? { kind: 'reused', sessionId: known.session_id } : { kind: 'invalid' };
  }

  async revoke(id: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await this.changed({ kind: 'session', sessionId: id });
  }

  async revokeAllOfUser(userId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await this.changed({ kind: 'account', userId });
  }
}
