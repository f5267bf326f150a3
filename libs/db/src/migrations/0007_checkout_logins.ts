import type { Kysely } from 'kysely';

/**
 * A checkout paid with an email alone may sign its buyer in once, within an hour of completing
 * (docs/product-rules.md, Billing). One row per completed checkout session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_logins')
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('completed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkout_logins').ifExists().execute();
}
