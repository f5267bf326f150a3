import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Stripe webhook events received, one row per event id. */
export class StripeEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records an event; false when it was received before (a redelivery). */
  async record(id: string, type: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('stripe_events')
      .values({ id, type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async isApplied(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('stripe_events')
      .select('applied_at')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.applied_at != null;
  }

  /** Marks the event applied; false when it already was, so its effect is written once. */
  async markApplied(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('stripe_events')
      .set({ applied_at: sql`now()` })
      .where('id', '=', id)
      .where('applied_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
