import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analyses')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('site_key', 'text', (col) => col.notNull())
    .addColumn('tier', 'text', (col) => col.notNull())
    .addColumn('requester_email', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('processing', 'completed', 'failed')`),
    )
    .addColumn('stage', 'text', (col) =>
      col.notNull().check(sql`stage in ('discovery', 'extraction', 'scoring', 'finalization')`),
    )
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('site_name', 'text')
    .addColumn('site_summary', 'text')
    .addColumn('site_type', 'text', (col) => col.notNull().defaultTo('unknown'))
    .addColumn('sitemap_found', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('analysis_method', 'text')
    .addColumn('total_pages_found', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_pages', 'integer', (col) => col.notNull())
    .addColumn('ai_pages_limit', 'integer')
    .addColumn('pages_found', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pages_fetched', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pages_scored', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('batches_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('batches_outstanding', 'integer')
    .addColumn('api_calls', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cached_pages', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('estimated_cost', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('cost_saved', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('cache_hit', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('discovery_started_at', 'timestamptz')
    .addColumn('discovery_finished_at', 'timestamptz')
    .addColumn('extraction_started_at', 'timestamptz')
    .addColumn('extraction_finished_at', 'timestamptz')
    .addColumn('scoring_started_at', 'timestamptz')
    .addColumn('scoring_finished_at', 'timestamptz')
    .addColumn('finalization_started_at', 'timestamptz')
    .addColumn('finalization_finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('analyses_site_key_created_idx')
    .on('analyses')
    .columns(['site_key', 'created_at'])
    .execute();
  await db.schema.createIndex('analyses_created_idx').on('analyses').column('created_at').execute();

  await db.schema
    .createTable('pages')
    .addColumn('analysis_id', 'uuid', (col) => col.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('batch', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'fetched', 'failed')`),
    )
    .addColumn('http_status', 'integer')
    .addColumn('final_url', 'text')
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('headings', 'jsonb')
    .addColumn('word_count', 'integer')
    .addColumn('category', 'text')
    .addColumn('language', 'text')
    .addColumn('content_hash', 'text')
    .addColumn('content', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('fetch_error', 'text')
    .addColumn('quality_score', 'real')
    .addColumn('scored_by', 'text')
    .addColumn('score_reason', 'text')
    .addColumn('fetched_at', 'timestamptz')
    .addColumn('scored_at', 'timestamptz')
    .addPrimaryKeyConstraint('pages_pkey', ['analysis_id', 'url'])
    .execute();
  await db.schema
    .createIndex('pages_analysis_batch_idx')
    .on('pages')
    .columns(['analysis_id', 'batch'])
    .execute();

  await db.schema
    .createTable('extraction_batches')
    .addColumn('analysis_id', 'uuid', (col) => col.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('batch', 'integer', (col) => col.notNull())
    .addColumn('page_count', 'integer', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('extraction_batches_pkey', ['analysis_id', 'batch'])
    .execute();

  await db.schema
    .createTable('llm_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('analysis_id', 'uuid', (col) => col.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('page_count', 'integer', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('event_id', 'uuid', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('analysis_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('usage_events_subject_idx')
    .on('usage_events')
    .columns(['subject', 'kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['usage_events', 'llm_files', 'extraction_batches', 'pages', 'analyses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
