import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { servedLlmsTxt } from '@signpost/analyses';
import type { PublishedFileRow, PublishedFilesRepository, PublishedPagesRepository } from '@signpost/db';

/** One published text as the public route serves it. */
export interface PublishedText {
  content: string;
  etag: string;
  lastModified: Date;
}

/** What answers at a slug: the publication's texts, or the slug its publication moved to. */
export type AtSlug = { kind: 'texts'; texts: Map<string, PublishedText> } | { kind: 'moved'; slug: string };

/** Publications whose texts are held in memory; a poll of a popular file reads no texts from the database. */
const HELD_SLUGS = 1_000;

interface Held {
  version: string;
  texts: Map<string, PublishedText>;
}

/**
 * The published texts by slug. Every read asks the database what is live at the slug (one small
 * lookup, no texts), so a withdrawal, a republication or a closed account anywhere shows at once in
 * every gateway process; the texts themselves are held while their version is current. Only live
 * publications are held: an unknown slug leaves nothing behind, so a flood of them evicts nothing.
 */
export class HeldTexts {
  readonly #held = new LRUCache<string, Held>({ max: HELD_SLUGS });

  constructor(
    private readonly published: Pick<PublishedFilesRepository, 'liveAddress' | 'findLive'>,
    private readonly copies: Pick<PublishedPagesRepository, 'linksOf'>,
    private readonly publicUrl: string,
  ) {}

  async at(slug: string): Promise<AtSlug | undefined> {
    const live = await this.published.liveAddress(slug);
    if (!live) {
      this.#held.delete(slug);
      return undefined;
    }
    if (live.slug !== slug) return { kind: 'moved', slug: live.slug };
    const held = this.#held.get(slug);
    if (held?.version === live.version) return { kind: 'texts', texts: held.texts };
    const row = await this.published.findLive(slug);
    if (!row) return undefined;
    const links = row.link_markdown ? await this.copies.linksOf(row.user_id, row.site) : [];
    const texts = textsOf(row, (content) => servedLlmsTxt({ ...row, content }, links, this.publicUrl));
    this.#held.set(slug, { version: live.version, texts });
    return { kind: 'texts', texts };
  }
}

/** The texts of a live publication by file name, each with its validator. */
function textsOf(row: PublishedFileRow, served: (llmsTxt: string) => string): Map<string, PublishedText> {
  const texts = new Map<string, PublishedText>();
  const add = (name: string, content: string) =>
    texts.set(name, {
      content,
      etag: `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`,
      lastModified: row.published_at,
    });
  if (row.content !== null) add('llms.txt', served(row.content));
  for (const file of row.full_files ?? []) add(file.name, file.content);
  return texts;
}
