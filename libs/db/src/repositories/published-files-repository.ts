import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, PublishedFileRow, PublishedFullFile } from '../schema.js';
import { atomically, hashCopies, replaceCopies, type PublishedPage } from './published-page-copies.js';

export interface Publication {
  userId: string;
  site: string;
  llmFileId: string;
  content: string;
  fullFiles: PublishedFullFile[];
  /** The markdown copies of the pages the file lists. */
  pages: readonly PublishedPage[];
}

/** Where a publication is served, and the random slug that stays its own (a new one's, or ignored). */
export interface PublicationSlugs {
  slug: string;
  randomSlug: string;
}

/**
 * What answers at a slug: the live publication served there (its version changes with every
 * publication), or, at the random slug of one that moved to its site's bare slug, that one.
 */
export interface LiveAddress {
  slug: string;
  version: string;
}

const WITHDRAWN = {
  content: null,
  full_files: null,
  content_hash: null,
  withdrawn_at: sql<Date>`now()`,
  // Releases a bare slug, for the next owner who proves control of the site to take.
  slug: sql<string>`random_slug`,
};

export class PublishedFilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The owner's publication of a site, live or withdrawn. */
  async findOf(userId: string, site: string): Promise<PublishedFileRow | undefined> {
    return this.db
      .selectFrom('published_files')
      .selectAll()
      .where('user_id', '=', userId)
      .where('site', '=', site)
      .executeTakeFirst();
  }

  /** The owner's publications, live and withdrawn, oldest first. */
  async listOf(userId: string): Promise<PublishedFileRow[]> {
    return this.db
      .selectFrom('published_files')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('published_at', 'asc')
      .orderBy('site')
      .execute();
  }

  /** Any publication served at a slug, live or not: who holds it. */
  async findAt(slug: string): Promise<PublishedFileRow | undefined> {
    return this.db.selectFrom('published_files').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  /** The live publication at a slug. */
  async findLive(slug: string): Promise<PublishedFileRow | undefined> {
    return this.db
      .selectFrom('published_files')
      .selectAll()
      .where('slug', '=', slug)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
  }

  /** What answers at a slug, without its texts: cheap enough to ask on every read of a published file. */
  async liveAddress(slug: string): Promise<LiveAddress | undefined> {
    const row = await this.db
      .selectFrom('published_files')
      .select(['slug', 'content_hash', 'published_at'])
      .where((eb) => eb.or([eb('slug', '=', slug), eb('random_slug', '=', slug)]))
      .where('withdrawn_at', 'is', null)
      .orderBy(sql`slug = ${slug}`, 'desc')
      .executeTakeFirst();
    return row && { slug: row.slug, version: `${row.content_hash}@${row.published_at.getTime()}` };
  }

  /** The live publication of a generated file, if it is the one its site's address serves. */
  async findLiveOfFile(llmFileId: string): Promise<PublishedFileRow | undefined> {
    return this.db
      .selectFrom('published_files')
      .selectAll()
      .where('llm_file_id', '=', llmFileId)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
  }

  /** Whether any publication is served at the slug or keeps it as its own. */
  async slugTaken(slug: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('published_files')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', slug), eb('random_slug', '=', slug)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Publishes the texts and copies at `slugs.slug`, replacing what the owner published for the site
   * before: a new row keeping `slugs.randomSlug` as its own, or the owner's existing row (its own slug
   * unchanged) served at `slugs.slug` from now on. `linkMarkdown`: the served llms.txt links the copies.
   */
  async publish(
    slugs: PublicationSlugs,
    publication: Publication & { linkMarkdown?: boolean },
  ): Promise<PublishedFileRow> {
    const texts = { ...textsOf(publication), link_markdown: publication.linkMarkdown ?? false };
    return atomically(this.db, async (db) => {
      const row = await db
        .insertInto('published_files')
        .values({
          slug: slugs.slug,
          random_slug: slugs.randomSlug,
          user_id: publication.userId,
          site: publication.site,
          ...texts,
          withdrawn_at: null,
          published_at: sql<Date>`now()`,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'site']).doUpdateSet({
            ...texts,
            slug: slugs.slug,
            withdrawn_at: null,
            published_at: sql<Date>`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      await replaceCopies(db, publication.userId, publication.site, publication.pages);
      return row;
    });
  }

  /**
   * Replaces the texts and copies of the owner's live publication of the site where it is served (a
   * monitor's run), keeping Last-Modified when they did not change; nothing when it was withdrawn
   * meanwhile, so a run never brings a withdrawn file back.
   */
  async republish(publication: Publication): Promise<PublishedFileRow | undefined> {
    const texts = textsOf(publication);
    return atomically(this.db, async (db) => {
      const row = await db
        .updateTable('published_files')
        .set({
          ...texts,
          published_at: sql<Date>`case when content_hash = ${texts.content_hash} then published_at else now() end`,
        })
        .where('user_id', '=', publication.userId)
        .where('site', '=', publication.site)
        .where('withdrawn_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (row) await replaceCopies(db, publication.userId, publication.site, publication.pages);
      return row;
    });
  }

  /** Serves the owner's publication of the site at its own random slug again, freeing the one it held. */
  async moveToOwnSlug(userId: string, site: string): Promise<void> {
    await this.db
      .updateTable('published_files')
      .set({ slug: sql<string>`random_slug` })
      .where('user_id', '=', userId)
      .where('site', '=', site)
      .execute();
  }

  /**
   * Stops serving whatever the owner publishes for the site, whichever file it came from (a monitor
   * republishes newer ones); undefined when nothing was live.
   */
  async withdraw(userId: string, site: string): Promise<PublishedFileRow | undefined> {
    return atomically(this.db, async (db) => {
      const row = await db
        .updateTable('published_files')
        .set(WITHDRAWN)
        .where('user_id', '=', userId)
        .where('site', '=', site)
        .where('withdrawn_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (row) await replaceCopies(db, userId, site, []);
      return row;
    });
  }
}

function textsOf(publication: Publication) {
  const hash = createHash('sha256')
    .update(publication.content)
    .update('\0')
    .update(JSON.stringify(publication.fullFiles));
  hashCopies(hash, publication.pages);
  return {
    llm_file_id: publication.llmFileId,
    content: publication.content,
    full_files: JSON.stringify(publication.fullFiles),
    content_hash: hash.digest('hex'),
  };
}
