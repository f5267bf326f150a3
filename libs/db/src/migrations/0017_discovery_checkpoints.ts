import { sql, type Kysely } from 'kysely';

/**
 * Discovery's checkpoints: where a crawl had got (one row per analysis, replaced as it goes on), and
 * what it extracted from the pages it kept (one row per page, added as they are read), so a
 * discovery job retried after its worker died resumes the crawl. Both go when discovery advances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discovery_checkpoints')
    .addColumn('analysis_id', 'uuid', (col) => col.primaryKey().references('analyses.id').onDelete('cascade'))
    .addColumn('state', 'jsonb', (col) => col.notNull())
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('discovery_kept_pages')
    .addColumn('analysis_id', 'uuid', (col) => col.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('extraction', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('discovery_kept_pages_pkey', ['analysis_id', 'url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('discovery_kept_pages').execute();
  await db.schema.dropTable('discovery_checkpoints').execute();
}
