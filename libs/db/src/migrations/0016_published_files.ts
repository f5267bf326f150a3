import { sql, type Kysely } from 'kysely';

/**
 * Published files: an owner's llms.txt and llms-full.txt for one site, served at /s/{slug}/. The row
 * outlives the generated file it came from (kept 30 days) and keeps its slug when the site's file is
 * published again or withdrawn (withdrawn_at set, texts cleared).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('published_files')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site', 'text', (col) => col.notNull())
    .addColumn('llm_file_id', 'uuid')
    .addColumn('content', 'text')
    .addColumn('full_files', 'jsonb')
    .addColumn('content_hash', 'text')
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz')
    .addUniqueConstraint('published_files_user_site', ['user_id', 'site'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('published_files').execute();
}
