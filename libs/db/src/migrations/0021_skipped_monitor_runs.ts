import { sql, type Kysely } from 'kysely';

/**
 * A scheduled monitor run the owner's plan cannot cover (its analyses are used up) is kept as
 * `skipped`, its reason in `error`, so the owner sees why the monitor did not run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table monitor_runs drop constraint monitor_runs_status`.execute(db);
  await sql`alter table monitor_runs add constraint monitor_runs_status
    check (status in ('running', 'completed', 'failed', 'skipped'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from monitor_runs where status = 'skipped'`.execute(db);
  await sql`alter table monitor_runs drop constraint monitor_runs_status`.execute(db);
  await sql`alter table monitor_runs add constraint monitor_runs_status
    check (status in ('running', 'completed', 'failed'))`.execute(db);
}
