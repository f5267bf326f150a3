import type { Kysely } from 'kysely';

/**
 * Generated files are deduplicated per analysis by the SHA-256 of their text: the same selection gives
 * back the file it made before instead of storing another copy. Files made before this migration keep
 * a null hash (nulls never collide in a unique index) and expire with their analysis.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('llm_files').addColumn('content_hash', 'text').execute();
  await db.schema
    .createIndex('llm_files_analysis_content_idx')
    .on('llm_files')
    .columns(['analysis_id', 'content_hash'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('llm_files_analysis_content_idx').ifExists().execute();
  await db.schema.alterTable('llm_files').dropColumn('content_hash').execute();
}
