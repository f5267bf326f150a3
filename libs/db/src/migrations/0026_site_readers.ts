import { sql, type Kysely } from 'kysely';

/**
 * Reads of published files, markdown copies and sites' MCP servers, per publication, UTC day, agent
 * and class of agent (decisions.md, Readers of published files). Gateways count in memory and add
 * their batch every few seconds, so a row grows by upserts from every process at once. Rows go with
 * their publication (an account's closure), and stay while it is withdrawn and published again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_readers')
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('site', 'text', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('agent', 'text', (col) => col.notNull())
    .addColumn('class', 'text', (col) =>
      col
        .notNull()
        .check(sql`class in ('ai-training', 'ai-search', 'ai-user', 'search-engine', 'mcp', 'other')`),
    )
    .addColumn('reads', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_readers_pkey', ['user_id', 'site', 'day', 'agent', 'class'])
    .addForeignKeyConstraint(
      'site_readers_publication',
      ['user_id', 'site'],
      'published_files',
      ['user_id', 'site'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_readers').execute();
}
