import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** The one sign-in a paid email-only checkout grants its buyer. */
export class CheckoutLoginsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Grants it once per session; a second completion of the same session changes nothing. */
  async grant(sessionId: string, userId: string, completedAt: Date): Promise<void> {
    await this.db
      .insertInto('checkout_logins')
      .values({ session_id: sessionId, user_id: userId, completed_at: completedAt })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
  }

  /** Uses the grant if it is the email's, unused and recent; the account's id, or undefined. */
  async use(sessionId: string, email: string, notBefore: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('checkout_logins')
      .set({ used_at: sql`now()` })
      .from('users')
      .whereRef('users.id', '=', 'checkout_logins.user_id')
      .where('checkout_logins.session_id', '=', sessionId)
      .where('users.email', '=', email.toLowerCase())
      .where('checkout_logins.used_at', 'is', null)
      .where('checkout_logins.completed_at', '>=', notBefore)
      .returning('checkout_logins.user_id')
      .executeTakeFirst();
    return row?.user_id;
  }
}
