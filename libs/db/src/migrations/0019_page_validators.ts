import type { Kysely } from 'kysely';

/**
 * The validators a page was served with (its ETag and Last-Modified headers, as sent), so the next
 * reading of the site by a monitor asks for it conditionally and an unchanged page costs a 304.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('etag', 'text').execute();
  await db.schema.alterTable('pages').addColumn('last_modified_header', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('last_modified_header').execute();
  await db.schema.alterTable('pages').dropColumn('etag').execute();
}
