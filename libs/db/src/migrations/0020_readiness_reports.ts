import { sql, type Kysely } from 'kysely';

/** Agent-readiness reports, kept so a result can be shared by its address; purged with analyses. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('readiness_reports')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('report', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index readiness_reports_created on readiness_reports (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('readiness_reports').execute();
}
