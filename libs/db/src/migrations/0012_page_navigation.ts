import type { Kysely } from 'kysely';

/** A page's place in the site's own navigation: its rank in the merged menus and its group's label. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('nav_order', 'integer').execute();
  await db.schema.alterTable('pages').addColumn('nav_group', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('nav_group').execute();
  await db.schema.alterTable('pages').dropColumn('nav_order').execute();
}
