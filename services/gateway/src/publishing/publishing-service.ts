import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { siteOf, type PublishedFileResponse } from '@signpost/contracts';
import type { PublishedFileRow, PublishedFilesRepository } from '@signpost/db';
import { AppError, notFound } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';
import type { LlmFileService } from '../llm-files/llm-file-service.js';
import { publishedAddress } from './published-address.js';
import { baseSlugOf, slugCandidates } from './site-slug.js';

/** One published text as the public route serves it. */
export interface PublishedText {
  content: string;
  etag: string;
  lastModified: Date;
}

/** Slugs whose texts are held in memory; a poll of a popular file reads no database. */
const HELD_SLUGS = 1_000;
/**
 * How long this process serves a slug from memory. A publish or withdrawal here drops it at once;
 * another gateway process sees it within this long.
 */
const HELD_MS = 10_000;
/** Past this many taken slugs for one site name, the owner's gets a random suffix. */
const MAX_SLUG_TRIES = 50;

const NOT_PUBLISHED = 'Nothing is published at this address.';
const signInToPublish = () =>
  new AppError('unauthorized', 'Sign in to publish a file; published files belong to an account.');

/**
 * Publishes an owner's generated file at a stable public address, `/s/{slug}/llms.txt` and its
 * llms-full.txt, and serves it. The slug names the site and stays the owner's when the site's file
 * is published again or withdrawn; the published texts are a copy, so they outlive the generated
 * file they came from.
 */
export class PublishingService {
  readonly #held = new LRUCache<string, Map<string, PublishedText> | 'none'>({
    max: HELD_SLUGS,
    ttl: HELD_MS,
  });

  constructor(
    private readonly runtime: Pick<Runtime, 'repos' | 'config'>,
    private readonly files: LlmFileService,
  ) {}

  async publish(caller: Caller, fileId: string): Promise<PublishedFileResponse> {
    const owner = this.#owner(caller);
    const { file, analysis, full } = await this.files.withFullText(caller, fileId);
    // Files of an analysis nobody owns can be read by anyone; only its owner may publish one.
    if (analysis.user_id !== owner) throw notFound('No generated file of yours has that id.');
    const site = siteOf(analysis.url);
    const { repos } = this.runtime;
    const published = await repos.transaction(async (tx) => {
      const existing = await tx.publishedFiles.findOf(owner, site);
      const slug = existing?.slug ?? (await freeSlug(tx.publishedFiles, site));
      return tx.publishedFiles.publish(slug, {
        userId: owner,
        site,
        llmFileId: file.id,
        content: file.content,
        fullFiles: full.files.map(({ name, content }) => ({ name, content })),
      });
    });
    this.#held.delete(published.slug);
    return publishedAddress(this.runtime.config.http.publicUrl, published);
  }

  async unpublish(caller: Caller, fileId: string): Promise<{ message: string }> {
    const owner = this.#owner(caller);
    const withdrawn = await this.runtime.repos.publishedFiles.withdraw(owner, fileId);
    if (!withdrawn) throw notFound('This file is not published.');
    this.#held.delete(withdrawn.slug);
    return { message: 'The file is no longer published; its address answers 404 from now on.' };
  }

  /** The published text at `/s/{slug}/{name}`. */
  async serve(slug: string, name: string): Promise<PublishedText> {
    let texts = this.#held.get(slug);
    if (texts === undefined) {
      const row = await this.runtime.repos.publishedFiles.findLive(slug);
      texts = row === undefined ? 'none' : textsOf(row);
      this.#held.set(slug, texts);
    }
    const text = texts === 'none' ? undefined : texts.get(name);
    if (!text) throw notFound(NOT_PUBLISHED);
    return text;
  }

  #owner(caller: Caller): string {
    if (caller.kind !== 'account') throw signInToPublish();
    return caller.account.id;
  }
}

/** The first slug for the site no one holds, read in the publishing transaction. */
async function freeSlug(
  published: Pick<PublishedFilesRepository, 'slugTaken'>,
  site: string,
): Promise<string> {
  let tries = 0;
  for (const slug of slugCandidates(site)) {
    if (!(await published.slugTaken(slug))) return slug;
    tries += 1;
    if (tries >= MAX_SLUG_TRIES) break;
  }
  return `${baseSlugOf(site)}-${randomBytes(4).toString('hex')}`;
}

/** The texts of a live publication by file name, each with its validator. */
function textsOf(row: PublishedFileRow): Map<string, PublishedText> {
  const texts = new Map<string, PublishedText>();
  const add = (name: string, content: string) =>
    texts.set(name, {
      content,
      etag: `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`,
      lastModified: row.published_at,
    });
  if (row.content !== null) add('llms.txt', row.content);
  for (const file of row.full_files ?? []) add(file.name, file.content);
  return texts;
}
