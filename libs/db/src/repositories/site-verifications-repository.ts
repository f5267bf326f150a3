import { sql, type Kysely } from 'kysely';
import type { Database, SiteVerificationRow } from '../schema.js';

/** Each account's token for a site, and when the account last proved it controls the site. */
export class SiteVerificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account's token for the site: `token` when it has none yet, else the one it was given. */
  async tokenOf(userId: string, site: string, token: string): Promise<SiteVerificationRow> {
    return this.db
      .insertInto('site_verifications')
      .values({ user_id: userId, site, token })
      .onConflict((oc) =>
        // A no-op update, so that the existing row is returned.
        oc.columns(['user_id', 'site']).doUpdateSet({ token: sql<string>`site_verifications.token` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(userId: string, site: string): Promise<SiteVerificationRow | undefined> {
    return this.db
      .selectFrom('site_verifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('site', '=', site)
      .executeTakeFirst();
  }

  /** Records that the account's token was found on the site just now. */
  async markVerified(userId: string, site: string): Promise<SiteVerificationRow | undefined> {
    return this.db
      .updateTable('site_verifications')
      .set({ verified_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('site', '=', site)
      .returningAll()
      .executeTakeFirst();
  }

  /** When the account last proved control of the site; null when it never did. */
  async verifiedAt(userId: string, site: string): Promise<Date | null> {
    return (await this.find(userId, site))?.verified_at ?? null;
  }
}
