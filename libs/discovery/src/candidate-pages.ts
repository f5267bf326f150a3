import type { RobotsBook } from './robots-book.js';
import { isSameSite, looksLikeHtmlPage, normalizePageUrl } from './url-hygiene.js';

export type PageSource = 'homepage' | 'sitemap' | 'link';

export interface DiscoveredUrl {
  url: string;
  source: PageSource;
  lastModified: string | null;
}

/** Distinct candidates tracked for counting; beyond this the count stops growing (memory bound). */
const MAX_TRACKED_CANDIDATES = 100_000;

export type OfferOutcome = 'added' | 'known' | 'disallowed' | 'ignored';

/**
 * The ordered, de-duplicated list of pages an analysis will cover: same-site HTML pages only,
 * robots.txt obeyed, kept in the order offered up to `maxPages` while still counting the rest.
 */
export class CandidatePages {
  readonly #siteUrl: string;
  readonly #maxPages: number;
  readonly #robots: RobotsBook;
  readonly #pages: DiscoveredUrl[] = [];
  readonly #byUrl = new Map<string, DiscoveredUrl>();
  readonly #seen = new Set<string>();
  readonly #disallowed = new Set<string>();
  readonly #countBySource: Record<PageSource, number> = { homepage: 0, sitemap: 0, link: 0 };

  constructor(siteUrl: string, maxPages: number, robots: RobotsBook) {
    this.#siteUrl = siteUrl;
    this.#maxPages = maxPages;
    this.#robots = robots;
  }

  async offer(raw: string, source: PageSource, lastModified: string | null = null): Promise<OfferOutcome> {
    const url = normalizePageUrl(raw);
    if (url === null || !isSameSite(url, this.#siteUrl) || !looksLikeHtmlPage(url)) return 'ignored';
    if (this.#seen.has(url)) {
      this.#countBySource[source] += 1;
      const listed = this.#byUrl.get(url);
      if (listed !== undefined && listed.lastModified === null) listed.lastModified = lastModified;
      return 'known';
    }
    if (this.#disallowed.has(url)) return 'disallowed';
    if (this.#seen.size + this.#disallowed.size >= MAX_TRACKED_CANDIDATES) return 'ignored';
    if (!(await this.#robots.isAllowed(url))) {
      this.#disallowed.add(url);
      return 'disallowed';
    }
    this.#seen.add(url);
    this.#countBySource[source] += 1;
    if (this.#pages.length < this.#maxPages) {
      const page = { url, source, lastModified };
      this.#pages.push(page);
      this.#byUrl.set(url, page);
    }
    return 'added';
  }

  get isFull(): boolean {
    return this.#pages.length >= this.#maxPages;
  }

  get pages(): DiscoveredUrl[] {
    return this.#pages.map((page) => ({ ...page }));
  }

  get totalFound(): number {
    return this.#seen.size;
  }

  get disallowedCount(): number {
    return this.#disallowed.size;
  }

  /** Allowed offers from a source, including pages another source had already listed. */
  offeredFrom(source: PageSource): number {
    return this.#countBySource[source];
  }
}
