import { sql, type Kysely } from 'kysely';

/**
 * The score cache shared by every analysis: one LLM judgement per (content hash, model, prompt
 * version), so an unchanged page is never sent again. Pages keep the LLM's title, description and
 * category beside the extracted ones, and what their score cost (or, from the cache, saved).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('score_cache')
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('prompt_version', 'text', (col) => col.notNull())
    .addColumn('quality_score', 'real', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('site_name', 'text')
    .addColumn('site_summary', 'text')
    .addColumn('cost', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('score_cache_pkey', ['content_hash', 'model', 'prompt_version'])
    .execute();

  await db.schema
    .alterTable('pages')
    .addColumn('ai_title', 'text')
    .addColumn('ai_description', 'text')
    .addColumn('ai_category', 'text')
    .addColumn('score_cost', 'double precision')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pages')
    .dropColumn('ai_title')
    .dropColumn('ai_description')
    .dropColumn('ai_category')
    .dropColumn('score_cost')
    .execute();
  await db.schema.dropTable('score_cache').ifExists().execute();
}
