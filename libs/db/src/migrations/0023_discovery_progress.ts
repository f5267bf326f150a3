import { sql, type Kysely } from 'kysely';

/**
 * Discovery's progress as it runs: the share of the crawl done, only ever raised (an estimate made
 * while pages are still being found must not make the percent go back), and which limit, the plan's or
 * the request's, set the analysis's page limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('analyses')
    .addColumn('discovery_fraction', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('page_limit_reason', 'text', (col) => col.check(sql`page_limit_reason in ('plan', 'request')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('analyses')
    .dropColumn('discovery_fraction')
    .dropColumn('page_limit_reason')
    .execute();
}
