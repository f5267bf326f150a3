import { sql, type Kysely } from 'kysely';

/**
 * Pages extraction read from their rendering, or would have: each page's rendering state, the
 * analysis's renders claimed against its budget, and how many pages its text came from a browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pages')
    .addColumn('rendering', 'text', (col) =>
      col.check(sql`rendering in ('claimed', 'rendered', 'unchanged', 'over_budget', 'unrendered')`),
    )
    .execute();
  await db.schema
    .alterTable('analyses')
    .addColumn('render_claims', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('analyses')
    .addColumn('pages_rendered', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analyses').dropColumn('pages_rendered').execute();
  await db.schema.alterTable('analyses').dropColumn('render_claims').execute();
  await db.schema.alterTable('pages').dropColumn('rendering').execute();
}
