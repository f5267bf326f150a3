import type { Kysely } from 'kysely';

/** The language the default llms.txt is written for, read from the home page at discovery. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analyses').addColumn('default_language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analyses').dropColumn('default_language').execute();
}
