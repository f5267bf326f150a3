import { sql, type Kysely } from 'kysely';

/**
 * Monitors: a site of an owner's re-read on a schedule, and the runs that compare each reading with
 * the one before. A run keeps the content hash of every page it read (`pages`), the baseline of the
 * next run, so a comparison never depends on an analysis that has since expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitors')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('site', 'text', (col) => col.notNull())
    .addColumn('schedule', 'text', (col) => col.notNull())
    .addColumn('notify_email', 'boolean', (col) => col.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_secret', 'text')
    .addColumn('paused', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('next_run_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('monitors_user_site', ['user_id', 'site'])
    .addCheckConstraint('monitors_schedule', sql`schedule in ('daily', 'weekly')`)
    .execute();
  await sql`create index monitors_due on monitors (next_run_at) where not paused`.execute(db);

  await db.schema
    .createTable('monitor_runs')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('monitor_id', 'uuid', (col) => col.notNull().references('monitors.id').onDelete('cascade'))
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('analysis_id', 'uuid', (col) => col.references('analyses.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('pages', 'jsonb')
    .addColumn('added', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('removed', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('changed', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('broken_links', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('live_file', 'jsonb')
    .addColumn('noteworthy', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('error', 'text')
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('webhook_delivered_at', 'timestamptz')
    .addCheckConstraint('monitor_runs_trigger', sql`trigger in ('schedule', 'created', 'owner')`)
    .addCheckConstraint('monitor_runs_status', sql`status in ('running', 'completed', 'failed')`)
    .execute();
  await sql`create index monitor_runs_of_monitor on monitor_runs (monitor_id, started_at desc)`.execute(db);
  await sql`create index monitor_runs_of_analysis on monitor_runs (analysis_id)`.execute(db);
  // One run of a monitor at a time: a second start while one runs finds it taken.
  await sql`create unique index monitor_runs_one_running on monitor_runs (monitor_id) where status = 'running'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monitor_runs').execute();
  await db.schema.dropTable('monitors').execute();
}
