import type { Kysely } from 'kysely';

/** A page's main content as markdown, and the address of its own markdown version when it offers one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('markdown', 'text').execute();
  await db.schema.alterTable('pages').addColumn('markdown_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('markdown_url').execute();
  await db.schema.alterTable('pages').dropColumn('markdown').execute();
}
