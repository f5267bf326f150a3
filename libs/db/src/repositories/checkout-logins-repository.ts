import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Completed email-only checkouts, one row per session: the account the payment was for, and whether
 * the checkout itself made that account. Only a checkout that made its account may sign it in.
 */
export class CheckoutLoginsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the completed session once; a second completion of the same session changes nothing. */
  async record(
    sessionId: string,
    userId: string,
    completion: { completedAt: Date; createdAccount: boolean },
  ): Promise<void> {
    await this.db
      .insertInto('checkout_logins')
      .values({
        session_id: sessionId,
        user_id: userId,
        completed_at: completion.completedAt,
        created_account: completion.createdAccount,
      })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
  }

  /** The account this session made, or undefined when it made none (the email had one already). */
  async accountCreatedBy(sessionId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('checkout_logins')
      .select('user_id')
      .where('session_id', '=', sessionId)
      .where('created_account', '=', true)
      .executeTakeFirst();
    return row?.user_id;
  }

  /**
   * Uses the sign-in if the session made the email's account, is unused and recent; the account's
   * id, or undefined.
   */
  async use(sessionId: string, email: string, notBefore: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('checkout_logins')
      .set({ used_at: sql`now()` })
      .from('users')
      .whereRef('users.id', '=', 'checkout_logins.user_id')
      .where('checkout_logins.session_id', '=', sessionId)
      .where('checkout_logins.created_account', '=', true)
      .where('users.email', '=', email.toLowerCase())
      .where('checkout_logins.used_at', 'is', null)
      .where('checkout_logins.completed_at', '>=', notBefore)
      .returning('checkout_logins.user_id')
      .executeTakeFirst();
    return row?.user_id;
  }
}
