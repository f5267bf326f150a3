import { sql, type Kysely } from 'kysely';

/**
 * Proof of control of a site, which the bare slug of a published file (`/s/example-com/`) needs.
 * `site_verifications` keeps each account's token for a site and when the account last proved it.
 * Every publication gets `random_slug`, its own address until its account proves control of the
 * site; existing publications move to it, because a name-derived slug was handed to whoever published
 * first and nothing says that account owns the site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_verifications')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site', 'text', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('verified_at', 'timestamptz')
    .addPrimaryKeyConstraint('site_verifications_pkey', ['user_id', 'site'])
    .execute();

  await db.schema.alterTable('published_files').addColumn('random_slug', 'text').execute();
  // The site's base slug as the gateway makes it (letters and digits in dash-separated words, at most
  // 60 characters), then 8 random characters.
  await sql`
    update published_files
    set random_slug =
      coalesce(
        nullif(rtrim(left(trim(both '-' from regexp_replace(lower(site), '[^a-z0-9]+', '-', 'g')), 60), '-'), ''),
        'site'
      ) || '-' || substr(md5(random()::text || slug), 1, 8)
  `.execute(db);
  await sql`update published_files set slug = random_slug`.execute(db);
  await db.schema
    .alterTable('published_files')
    .alterColumn('random_slug', (col) => col.setNotNull())
    .execute();
  await db.schema
    .alterTable('published_files')
    .addUniqueConstraint('published_files_random_slug', ['random_slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('published_files').dropColumn('random_slug').execute();
  await db.schema.dropTable('site_verifications').execute();
}
