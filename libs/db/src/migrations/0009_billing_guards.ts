import type { Kysely } from 'kysely';

/**
 * Guards on what a payment may grant. A checkout login signs in only the account its own checkout
 * made (rows written before this migration are refused: nothing says who made their account). The
 * money-back guarantee counts from the account's first payment ever and is given once per account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('checkout_logins')
    .addColumn('created_account', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('first_paid_at', 'timestamptz')
    .addColumn('money_back_refunded_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('money_back_refunded_at')
    .dropColumn('first_paid_at')
    .execute();
  await db.schema.alterTable('checkout_logins').dropColumn('created_account').execute();
}
