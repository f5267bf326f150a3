import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { textSearchConfigOf } from './text-search-config.js';

/** A page's markdown copy as a publication stores it. */
export interface PublishedPage {
  /** Under /s/{slug}/pages/, without `.md` (contracts' markdownCopyPath). */
  path: string;
  url: string;
  title: string;
  markdown: string;
  /** The page's language tag (`en`, `pt-BR`); null when neither it nor the site declares one. */
  language: string | null;
}

/** Rows a statement inserts at most: 8 parameters each stay far below Postgres's 65,535. */
const ROWS_PER_INSERT = 500;

export const copyHash = (markdown: string) => createHash('sha256').update(markdown).digest('base64url');

/** Updates `hash` with what a reader of the copies sees of them, so the publication's version follows them. */
export function hashCopies(hash: ReturnType<typeof createHash>, pages: readonly PublishedPage[]): void {
  for (const page of pages) hash.update('\0').update(page.path).update('\0').update(page.markdown);
}

/** Replaces the copies of the owner's publication of the site with `pages`, in the order given. */
export async function replaceCopies(
  db: Kysely<Database>,
  userId: string,
  site: string,
  pages: readonly PublishedPage[],
): Promise<void> {
  await db.deleteFrom('published_pages').where('user_id', '=', userId).where('site', '=', site).execute();
  for (let start = 0; start < pages.length; start += ROWS_PER_INSERT) {
    const rows = pages.slice(start, start + ROWS_PER_INSERT).map((page, index) => ({
      user_id: userId,
      site,
      path: page.path,
      url: page.url,
      title: page.title,
      markdown: page.markdown,
      content_hash: copyHash(page.markdown),
      position: start + index,
      search_config: sql<string>`${textSearchConfigOf(page.language)}::regconfig`,
    }));
    await db.insertInto('published_pages').values(rows).execute();
  }
}

/** Runs `work` in a transaction: the caller's, or a new one. */
export function atomically<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
