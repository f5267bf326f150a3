import { sql, type Kysely } from 'kysely';

/**
 * Accounts and what they own. A session is one sign-in (a refresh-token family): rotating its refresh
 * token keeps the session, revoking it ends every token it issued. Tokens are stored only as SHA-256
 * hashes. Analyses gain an owner; an anonymous analysis keeps the email it was started with, so it can
 * be attached to the account that later signs up and verifies that email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('tier', 'text', (col) =>
      col
        .notNull()
        .defaultTo('starter')
        .check(sql`tier in ('starter', 'solo', 'growth', 'scale')`),
    )
    .addColumn('credits_remaining', 'integer')
    .addColumn('billing_period_start', 'timestamptz')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('is_demo', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'uuid', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_idx')
    .on('refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('verify-email', 'reset-password')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_tokens_user_purpose_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .alterTable('analyses')
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('analyses_user_created_idx')
    .on('analyses')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('analyses_requester_email_idx')
    .on('analyses')
    .column('requester_email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analyses_requester_email_idx').ifExists().execute();
  await db.schema.dropIndex('analyses_user_created_idx').ifExists().execute();
  await db.schema.alterTable('analyses').dropColumn('user_id').execute();
  for (const table of ['email_tokens', 'refresh_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
