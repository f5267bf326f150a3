import type { Kysely } from 'kysely';

/**
 * Both descriptions a page offers, kept so that the site-wide choice between them (made once every
 * page is extracted) can be made again, identically, by a replayed job: the one it declares and
 * the opening of its own text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('declared_description', 'text').execute();
  await db.schema.alterTable('pages').addColumn('lead_paragraph', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('lead_paragraph').execute();
  await db.schema.alterTable('pages').dropColumn('declared_description').execute();
}
