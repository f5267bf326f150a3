import type { KeptPageRow, PageExtraction } from '@signpost/db';
import type { CrawledPage } from '@signpost/discovery';
import {
  extractSiteIdentity,
  looksClientRendered,
  type PageExtractor,
  type SiteIdentity,
} from '@signpost/extraction';
import type { SavedKeptPages } from './checkpoint-state.js';

/** Content kept in memory per analysis; pages beyond it are left for extraction to fetch. */
const MAX_KEPT_CONTENT_CHARS = 32 * 1024 * 1024;
/** Pages being read at once; the crawl waits for one to finish past this (each holds its HTML). */
const MAX_PAGES_READING = 16;

/**
 * What discovery extracted from the pages its crawl fetched, so extraction need not fetch them
 * again. A page comes extracted by the crawl's reader, or is read by the extractor (on worker
 * threads) while the crawl goes on; the HTML is dropped as soon as it is read, and only the
 * extracted fields are held. A page the crawl read unrendered that looks built by its scripts is not
 * kept: extraction, which renders such pages within the analysis's budget, reads it again; so is a
 * page the extractor failed on. A page the site answered 304 for is kept as an earlier reading
 * extracted it (`keepUnchanged`). Pages read since the last checkpoint are handed to it
 * (`takeUnsaved`); a resumed crawl starts with the saved ones.
 */
export class KeptPages {
  readonly #extractor: PageExtractor;
  readonly #pages = new Map<string, PageExtraction>();
  readonly #reading = new Set<Promise<void>>();
  #chars = 0;
  #identity: SiteIdentity | null = null;
  /** A resumed crawl's homepage was handed over before the checkpoint. */
  #homepageSeen = false;
  readonly #unsaved = new Set<string>();

  constructor(extractor: PageExtractor, saved?: SavedKeptPages) {
    this.#extractor = extractor;
    if (saved === undefined) return;
    this.#homepageSeen = true;
    this.#identity = saved.identity;
    for (const [url, page] of saved.pages) this.#add(url, page);
    this.#unsaved.clear();
  }

  /** The crawl's onPage callback. The first page handed over is the homepage. */
  readonly keep = async (crawled: CrawledPage): Promise<void> => {
    const isHomepage = !this.#homepageSeen;
    this.#homepageSeen = true;
    while (this.#reading.size >= MAX_PAGES_READING) await Promise.race(this.#reading);
    const reading = this.#read(crawled, isHomepage).finally(() => this.#reading.delete(reading));
    this.#reading.add(reading);
  };

  /** Waits for the pages still being read. */
  async settled(): Promise<void> {
    await Promise.all(this.#reading);
  }

  async #read(crawled: CrawledPage, isHomepage: boolean): Promise<void> {
    if (this.#chars >= MAX_KEPT_CONTENT_CHARS) return;
    let page = crawled.extraction;
    try {
      page ??= await this.#extractor.extract(crawled.html, crawled.url, {
        lastModifiedHeader: crawled.headers['last-modified'],
      });
    } catch {
      return;
    }
    if (isHomepage) this.#identity = extractSiteIdentity(crawled.html, crawled.url, page);
    if (!crawled.rendered && looksClientRendered(crawled.html, page.wordCount)) return;
    this.#add(crawled.url, {
      finalUrl: crawled.url,
      httpStatus: crawled.status,
      title: page.title,
      description: page.description,
      declaredDescription: page.declaredDescription,
      leadParagraph: page.leadParagraph,
      headings: page.headings,
      wordCount: page.wordCount,
      category: page.category,
      language: page.language,
      contentHash: page.contentHash,
      content: page.text,
      markdown: page.markdown,
      markdownUrl: page.markdownUrl,
      linkDensity: page.linkDensity,
      linkListShare: page.linkListShare,
      lastModified: page.lastModified,
      // The crawl renders only empty shells: what such a page says, a browser wrote.
      rendering: crawled.rendered ? 'rendered' : null,
      etag: crawled.headers['etag'] ?? null,
      lastModifiedHeader: crawled.headers['last-modified'] ?? null,
    });
  }

  /** Keeps a page the site answered 304 for as the earlier reading extracted it, without reading it. */
  keepUnchanged(url: string, extraction: PageExtraction): void {
    if (this.#chars < MAX_KEPT_CONTENT_CHARS) this.#add(url, extraction);
  }

  #add(url: string, page: PageExtraction): void {
    this.#chars += (page.markdown?.length ?? 0) + page.content.length;
    this.#pages.set(url, page);
    this.#unsaved.add(url);
  }

  /** The pages read since the last call, for a checkpoint. */
  takeUnsaved(): KeptPageRow[] {
    const urls = [...this.#unsaved];
    this.#unsaved.clear();
    return urls.flatMap((url) => {
      const extraction = this.#pages.get(url);
      return extraction === undefined ? [] : [{ url, extraction }];
    });
  }

  get(url: string): PageExtraction | undefined {
    return this.#pages.get(url);
  }

  get identity(): SiteIdentity | null {
    return this.#identity;
  }
}
