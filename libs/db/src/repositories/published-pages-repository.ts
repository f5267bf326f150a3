import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** A markdown copy as it is served: its text, validator and when its publication was published. */
export interface ServedCopy {
  url: string;
  title: string;
  markdown: string;
  contentHash: string;
  publishedAt: Date;
}

/** One page a search found, best first: its passages that match, the matched words in **bold**. */
export interface PageMatch {
  title: string;
  url: string;
  excerpt: string;
}

/** Where a page's copy lives, for linking it. */
export interface CopyLink {
  url: string;
  path: string;
}

/**
 * The passages shown for a match: a couple of fragments of a few dozen words, each matched word in
 * bold so an agent sees why the page came up.
 */
const EXCERPT_OPTIONS =
  'StartSel=**, StopSel=**, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/** The copies of the publication live at a slug, with their publication. */
function liveCopies(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('published_pages as page')
    .innerJoin('published_files as file', (join) =>
      join.onRef('file.user_id', '=', 'page.user_id').onRef('file.site', '=', 'page.site'),
    )
    .where('file.slug', '=', slug)
    .where('file.withdrawn_at', 'is', null);
}

/** The markdown copies of live publications, read by slug: served one by one, and searched. */
export class PublishedPagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The copy at `path` (without `.md`) of the publication live at the slug. */
  async copyAt(slug: string, path: string): Promise<ServedCopy | undefined> {
    return this.#served(liveCopies(this.db, slug).where('page.path', '=', path));
  }

  /** The copy of the page at `url` (as the file lists it) of the publication live at the slug. */
  async copyOf(slug: string, url: string): Promise<ServedCopy | undefined> {
    return this.#served(liveCopies(this.db, slug).where('page.url', '=', url));
  }

  /** Where each page of the owner's publication of the site has its copy, in the file's order. */
  async linksOf(userId: string, site: string): Promise<CopyLink[]> {
    return this.db
      .selectFrom('published_pages')
      .select(['url', 'path'])
      .where('user_id', '=', userId)
      .where('site', '=', site)
      .orderBy('position')
      .execute();
  }

  /**
   * The pages of the publication live at the slug that match `query`, best first: pages with every
   * word of the query before pages with some, then by rank (the title counts most), then in the
   * file's order. The query is read as a web search box reads it ("quoted phrases", -exclusions) and
   * stemmed in each page's language, once per language rather than once per page; passages are cut
   * only from the pages returned.
   */
  async search(slug: string, query: string, limit: number): Promise<PageMatch[]> {
    const { rows } = await sql<PageMatch>`
      with publication as (
        select user_id, site from published_files where slug = ${slug} and withdrawn_at is null
      ),
      terms as (
        select config.search_config,
          websearch_to_tsquery(config.search_config, ${query}) as every_word,
          replace(plainto_tsquery(config.search_config, ${query})::text, ' & ', ' | ')::tsquery as any_word
        from (
          select distinct page.search_config from published_pages page join publication using (user_id, site)
        ) config
      ),
      matched as (
        select page.title, page.url, page.markdown, page.search_config, page.position, terms.any_word,
          page.search @@ terms.every_word as has_every_word,
          ts_rank(page.search, terms.any_word, 1) as rank
        from published_pages page
        join publication using (user_id, site)
        join terms on terms.search_config = page.search_config
        where page.search @@ terms.any_word
        order by has_every_word desc, rank desc, page.position
        limit ${limit}
      )
      select title, url,
        ts_headline(search_config, left(markdown, 200000), any_word, ${EXCERPT_OPTIONS}) as excerpt
      from matched
      order by has_every_word desc, rank desc, position
    `.execute(this.db);
    return rows;
  }

  async #served(query: ReturnType<typeof liveCopies>): Promise<ServedCopy | undefined> {
    const row = await query
      .select(['page.url', 'page.title', 'page.markdown', 'page.content_hash', 'file.published_at'])
      .executeTakeFirst();
    return (
      row && {
        url: row.url,
        title: row.title,
        markdown: row.markdown,
        contentHash: row.content_hash,
        publishedAt: row.published_at,
      }
    );
  }
}
