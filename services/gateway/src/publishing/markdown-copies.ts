import { copyPathOf, markdownCopyUrl } from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import { notFound } from '@signpost/errors';
import type { Validators } from '../http/conditional-get.js';

/** A page's markdown copy as the public route serves it, or where its publication moved. */
export type CopyAtPath =
  { kind: 'copy'; copy: Validators & { markdown: string } } | { kind: 'moved'; location: string };

const NOT_PUBLISHED = 'Nothing is published at this address.';
const NOT_LISTED = 'The published file lists no page there: only the pages it lists have a markdown copy.';

/**
 * The markdown copies of published files' pages, `/s/{slug}/pages/{path}.md`: only the pages the file
 * lists, from the publication itself (see migration 0024), so they change with every republication.
 */
export class MarkdownCopies {
  constructor(private readonly repos: Pick<Repositories, 'publishedFiles' | 'publishedPages'>) {}

  /** The copy at `requested` (the path under pages/, with its `.md`). */
  async at(slug: string, requested: string): Promise<CopyAtPath> {
    const path = copyPathOf(requested);
    // The copy is looked up first: a read of a live copy costs one query.
    const copy = path === undefined ? undefined : await this.repos.publishedPages.copyAt(slug, path);
    if (copy) {
      const etag = `"${copy.contentHash.slice(0, 27)}"`;
      return { kind: 'copy', copy: { markdown: copy.markdown, etag, lastModified: copy.publishedAt } };
    }
    const live = await this.repos.publishedFiles.liveAddress(slug);
    if (!live) throw notFound(NOT_PUBLISHED);
    if (live.slug === slug || path === undefined) throw notFound(NOT_LISTED);
    return { kind: 'moved', location: markdownCopyUrl(`/s/${live.slug}`, path) };
  }
}
