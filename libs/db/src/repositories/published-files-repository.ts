import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, PublishedFileRow, PublishedFullFile } from '../schema.js';

export interface Publication {
  userId: string;
  site: string;
  llmFileId: string;
  content: string;
  fullFiles: PublishedFullFile[];
  /** The texts are the ones served already: Last-Modified stays as it was. */
  keepPublishedAt?: boolean;
}

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

  /** The live publication at a slug. */
  async findLive(slug: string): Promise<PublishedFileRow | undefined> {
    return this.db
      .selectFrom('published_files')
      .selectAll()
      .where('slug', '=', slug)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
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

  async slugTaken(slug: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('published_files')
      .select('slug')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Publishes the texts at `slug`, replacing what the owner published there before: a new slug row,
   * or the owner's existing one (its slug unchanged).
   */
  async publish(slug: string, publication: Publication): Promise<PublishedFileRow> {
    const texts = {
      llm_file_id: publication.llmFileId,
      content: publication.content,
      full_files: JSON.stringify(publication.fullFiles),
      content_hash: createHash('sha256')
        .update(publication.content)
        .update('\0')
        .update(JSON.stringify(publication.fullFiles))
        .digest('hex'),
      withdrawn_at: null,
    };
    return this.db
      .insertInto('published_files')
      .values({
        slug,
        user_id: publication.userId,
        site: publication.site,
        ...texts,
        published_at: sql<Date>`now()`,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'site']).doUpdateSet({
          ...texts,
          published_at: publication.keepPublishedAt
            ? sql<Date>`published_files.published_at`
            : sql<Date>`now()`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Stops serving the owner's publication of the file; false when none was live. */
  async withdraw(userId: string, llmFileId: string): Promise<PublishedFileRow | undefined> {
    return this.db
      .updateTable('published_files')
      .set({ content: null, full_files: null, content_hash: null, withdrawn_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('llm_file_id', '=', llmFileId)
      .where('withdrawn_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }
}
