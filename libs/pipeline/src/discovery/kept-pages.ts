import type { PageExtraction } from '@signpost/db';
import type { CrawledPage } from '@signpost/discovery';
import {
  extractPage,
  extractSiteIdentity,
  looksClientRendered,
  type SiteIdentity,
} from '@signpost/extraction';

/** Content kept in memory per analysis; pages beyond it are left for extraction to fetch. */
const MAX_KEPT_CONTENT_CHARS = 32 * 1024 * 1024;

/**
 * What discovery extracted from the pages its crawl fetched, so extraction need not fetch them
 * again. The HTML is dropped as soon as it is read; only the extracted fields are held. A page the
 * crawl read unrendered that looks built by its scripts is not kept: extraction, which renders such
 * pages within the analysis's budget, reads it again.
 */
export class KeptPages {
  readonly #pages = new Map<string, PageExtraction>();
  #chars = 0;
  #identity: SiteIdentity | null = null;

  /** The crawl's onPage callback. The first page handed over is the homepage. */
  readonly keep = (crawled: CrawledPage): void => {
    this.#identity ??= extractSiteIdentity(crawled.html, crawled.url);
    if (this.#chars >= MAX_KEPT_CONTENT_CHARS) return;
    const page = extractPage(crawled.document, crawled.url, {
      lastModifiedHeader: crawled.headers['last-modified'],
    });
    if (!crawled.rendered && looksClientRendered(crawled.html, page.wordCount)) return;
    this.#chars += page.markdown.length + page.text.length;
    this.#pages.set(crawled.url, {
      finalUrl: crawled.url,
      httpStatus: crawled.status,
      title: page.title,
      description: page.description,
      headings: page.headings,
      wordCount: page.wordCount,
      category: page.category,
      language: page.language,
      contentHash: page.contentHash,
      content: page.text,
      markdown: page.markdown,
      markdownUrl: page.markdownUrl,
      lastModified: page.lastModified,
      // The crawl renders only empty shells: what such a page says, a browser wrote.
      rendering: crawled.rendered ? 'rendered' : null,
    });
  };

  get(url: string): PageExtraction | undefined {
    return this.#pages.get(url);
  }

  get identity(): SiteIdentity | null {
    return this.#identity;
  }
}
