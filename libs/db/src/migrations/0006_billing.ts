import { sql, type Kysely } from 'kysely';

/**
 * What Stripe says about an account's subscription, as last read from Stripe, and the webhook events
 * received: one row per event id, so a redelivered event is applied once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('stripe_customer_id', 'text', (col) => col.unique())
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('subscription_status', 'text')
    .addColumn('current_period_end', 'timestamptz')
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('applied_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_events').ifExists().execute();
  await db.schema
    .alterTable('users')
    .dropColumn('current_period_end')
    .dropColumn('subscription_status')
    .dropColumn('stripe_subscription_id')
    .dropColumn('stripe_customer_id')
    .execute();
}
