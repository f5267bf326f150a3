import type { Kysely } from 'kysely';

/**
 * How much of each page's main content is links, measured by extraction on the markup: the stored
 * markdown keeps link text but not links, so scoring could no longer tell a listing from an article.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pages')
    .addColumn('link_density', 'real')
    .addColumn('link_list_share', 'real')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('link_density').dropColumn('link_list_share').execute();
}
