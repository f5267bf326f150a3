import { sql, type Kysely } from 'kysely';
import type { Database, EmailTokenPurpose } from '../schema.js';

export type EmailTokenOutcome =
  | { kind: 'used'; userId: string }
  /** Used before, or voided by a newer one: its link was followed already or superseded. */
  | { kind: 'spent'; userId: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/** Single-use tokens mailed to an account's owner, stored as hashes. */
export class EmailTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a new token and voids every older unused one of the same purpose. */
  async issue(userId: string, purpose: EmailTokenPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('email_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await this.db
      .insertInto('email_tokens')
      .values({ token_hash: tokenHash, user_id: userId, purpose, expires_at: expiresAt })
      .execute();
  }

  /** Uses the token once: the statement that finds it also marks it, so a replay finds nothing. */
  async use(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailTokenOutcome> {
    const used = await this.db
      .updateTable('email_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (used) return { kind: 'used', userId: used.user_id };
    const known = await this.db
      .selectFrom('email_tokens')
      .select(['user_id', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!known) return { kind: 'invalid' };
    return known.used_at === null ? { kind: 'expired' } : { kind: 'spent', userId: known.user_id };
  }
}
