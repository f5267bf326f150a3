import { sql, type Kysely } from 'kysely';

/**
 * The markdown copies of a publication's pages, served at /s/{slug}/pages/{path}.md and searched by
 * the site's MCP server. They are kept with the publication, like its texts, because a published
 * file outlives the analysis it came from (kept 30 days) and a monitor republishes from a new one.
 * `search` is each copy's full-text vector in its page's language (`search_config`): title first.
 * Only the start of a very long page is indexed: a tsvector holds at most 1 MB.
 * `published_files.link_markdown`: the served llms.txt links the copies instead of the pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('published_files')
    .addColumn('link_markdown', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('published_pages')
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('site', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('markdown', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('search_config', sql`regconfig`, (col) => col.notNull())
    .addColumn('search', sql`tsvector`, (col) =>
      col
        .notNull()
        .generatedAlwaysAs(
          sql`setweight(to_tsvector(search_config, title), 'A') || setweight(to_tsvector(search_config, left(markdown, 200000)), 'B')`,
        )
        .stored(),
    )
    .addPrimaryKeyConstraint('published_pages_pkey', ['user_id', 'site', 'path'])
    .addForeignKeyConstraint(
      'published_pages_publication',
      ['user_id', 'site'],
      'published_files',
      ['user_id', 'site'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('published_pages_url')
    .on('published_pages')
    .columns(['user_id', 'site', 'url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('published_pages').execute();
  await db.schema.alterTable('published_files').dropColumn('link_markdown').execute();
}
