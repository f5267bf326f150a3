import type { Candidate, DiscoveredUrl, DropReason, PageSource, PageState } from './candidate.js';
import type { CandidatePagesSnapshot } from './crawl-snapshot.js';
import { PageSpellings } from './page-spellings.js';
import type { RobotsBook } from './robots-book.js';
import { isInScope, looksLikeHtmlPage, normalizePageUrl } from './url-hygiene.js';
import { isGeneratorMachinery } from './generator-machinery.js';

/** Distinct candidates tracked; beyond this the crawl stops growing (memory bound). */
const MAX_TRACKED_CANDIDATES = 100_000;

export type OfferOutcome = 'added' | 'known' | 'disallowed' | 'ignored';

/**
 * Every page address the crawl has met, in the order met: same-site HTML pages only, robots.txt
 * obeyed. Candidates are fetched in this order and end kept or dropped.
 */
export class CandidatePages {
  readonly #startUrl: string;
  readonly #scope: 'site' | 'subpath';
  readonly #robots: RobotsBook;
  readonly #list: Candidate[] = [];
  readonly #byUrl = new Map<string, Candidate>();
  readonly #disallowed = new Set<string>();
  #sitemapOffers = 0;
  #dropped = 0;
  #fetched = 0;
  readonly #dropReasons = new Map<DropReason, number>();
  /** Redirects seen and spellings kept, so every address of a page comes to one entry. */
  readonly spellings = new PageSpellings();

  readonly #aliases: readonly string[];

  /** `aliases`: addresses of other hosts that redirect to the site (the start address typed by the owner). */
  constructor(
    startUrl: string,
    scope: 'site' | 'subpath',
    robots: RobotsBook,
    aliases: readonly string[] = [],
  ) {
    this.#startUrl = startUrl;
    this.#aliases = aliases;
    this.#scope = scope;
    this.#robots = robots;
  }

  /** The normalised address when it could be a page of this site, else null. */
  inScope(raw: string): string | null {
    const url = normalizePageUrl(raw);
    if (url === null || !looksLikeHtmlPage(url) || isGeneratorMachinery(url)) return null;
    const inScope = (start: string) => isInScope(url, start, this.#scope);
    if (!inScope(this.#startUrl) && !this.#aliases.some(inScope)) return null;
    return url;
  }

  async offer(
    raw: string,
    source: PageSource,
    lastModified: string | null = null,
    rank?: number,
  ): Promise<OfferOutcome> {
    return this.#offer(raw, source, lastModified, rank, source === 'sitemap');
  }

  /**
   * Offers a page an earlier reading of the site kept, with the source it had then; it is not
   * counted as a sitemap entry, as no sitemap of this reading listed it.
   */
  async offerPrevious(raw: string, source: PageSource): Promise<OfferOutcome> {
    return this.#offer(raw, source, null, undefined, false);
  }

  async #offer(
    raw: string,
    source: PageSource,
    lastModified: string | null,
    rank: number | undefined,
    fromSitemap: boolean,
  ): Promise<OfferOutcome> {
    const url = this.inScope(raw);
    if (url === null) return 'ignored';
    const known = this.#byUrl.get(url);
    if (known !== undefined) {
      known.lastModified ??= lastModified;
      if (fromSitemap) this.#sitemapOffers += 1;
      return 'known';
    }
    if (this.#disallowed.has(url)) return 'disallowed';
    if (this.#list.length + this.#disallowed.size >= MAX_TRACKED_CANDIDATES) return 'ignored';
    if (!(await this.#robots.isAllowed(url))) {
      this.#disallowed.add(url);
      return 'disallowed';
    }
    // A concurrent offer of the same address may have finished while robots.txt was consulted.
    if (this.#byUrl.has(url)) return 'known';
    const index = this.#list.length;
    const candidate: Candidate = { index, rank: rank ?? index, url, source, lastModified, state: 'pending' };
    this.#list.push(candidate);
    this.#byUrl.set(url, candidate);
    if (fromSitemap) this.#sitemapOffers += 1;
    return 'added';
  }

  /** Everything met so far, as plain data a later attempt of the crawl restores. */
  snapshot(): CandidatePagesSnapshot {
    return {
      startUrl: this.#startUrl,
      scope: this.#scope,
      aliases: [...this.#aliases],
      // Copies: the crawl goes on changing its candidates while the snapshot is written.
      list: this.#list.map(({ index: _index, ...candidate }) => candidate),
      disallowed: [...this.#disallowed],
      sitemapOffers: this.#sitemapOffers,
      spellings: this.spellings.snapshot(),
    };
  }

  /** The candidates a snapshot recorded, in the same order, with their counts; robots.txt as `robots` reads it now. */
  static restore(snapshot: CandidatePagesSnapshot, robots: RobotsBook): CandidatePages {
    const pages = new CandidatePages(snapshot.startUrl, snapshot.scope, robots, snapshot.aliases);
    for (const saved of snapshot.list) {
      const candidate: Candidate = { ...saved, index: pages.#list.length };
      pages.#list.push(candidate);
      pages.#byUrl.set(candidate.url, candidate);
      if (candidate.state === 'fetched') pages.#fetched += 1;
      if (candidate.state === 'dropped') pages.#dropped += 1;
      if (candidate.dropReason !== undefined) pages.#count(candidate.dropReason, 1);
    }
    for (const url of snapshot.disallowed) pages.#disallowed.add(url);
    pages.#sitemapOffers = snapshot.sitemapOffers;
    pages.spellings.restore(snapshot.spellings);
    return pages;
  }

  get(url: string): Candidate | undefined {
    return this.#byUrl.get(url);
  }

  at(index: number): Candidate | undefined {
    return this.#list[index];
  }

  get size(): number {
    return this.#list.length;
  }

  /** Settles a candidate once the crawl knows what it is. */
  settle(candidate: Candidate, state: Exclude<PageState, 'pending'>, failure?: Candidate['failure']): void {
    if (candidate.state === 'dropped') {
      this.#dropped -= 1;
      if (candidate.dropReason !== undefined) this.#count(candidate.dropReason, -1);
      delete candidate.dropReason;
    }
    if (candidate.state === 'fetched') this.#fetched -= 1;
    candidate.state = state;
    if (failure !== undefined) candidate.failure = failure;
    if (state === 'dropped') this.#dropped += 1;
    if (state === 'fetched') this.#fetched += 1;
  }

  /** Lets an address go, and why. */
  drop(candidate: Candidate, reason: DropReason): void {
    this.settle(candidate, 'dropped');
    candidate.dropReason = reason;
    this.#count(reason, 1);
  }

  #count(reason: DropReason, change: number): void {
    this.#dropReasons.set(reason, (this.#dropReasons.get(reason) ?? 0) + change);
  }

  /** Addresses let go, by reason (reasons with none left out). */
  get dropReasons(): Partial<Record<DropReason, number>> {
    return Object.fromEntries([...this.#dropReasons].filter(([, count]) => count > 0));
  }

  /** Candidates that are still pages: kept, failed or not yet fetched. */
  get liveCount(): number {
    return this.#list.length - this.#dropped;
  }

  get fetchedCount(): number {
    return this.#fetched;
  }

  /** The first `maxPages` pages in the order they were met (a redirect's target where its source was met). */
  pages(maxPages: number): DiscoveredUrl[] {
    const pages: DiscoveredUrl[] = [];
    const ordered = [...this.#list].sort((a, b) => a.rank - b.rank || a.index - b.index);
    for (const { url, source, lastModified, state, failure } of ordered) {
      if (pages.length >= maxPages) break;
      if (state === 'dropped') continue;
      pages.push(
        failure === undefined
          ? { url, source, lastModified, state }
          : { url, source, lastModified, state, failure },
      );
    }
    return pages;
  }

  get disallowedCount(): number {
    return this.#disallowed.size;
  }

  /** Sitemap entries that named a page of the site, including pages another source had listed. */
  get sitemapOffers(): number {
    return this.#sitemapOffers;
  }
}
