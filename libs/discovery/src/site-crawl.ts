import { setTimeout as sleep } from 'node:timers/promises';
import { isFetchError, type FetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import type { Candidate, CandidatePages, DropReason } from './candidate-pages.js';
import { isHtmlContentType, looksBinary } from './html-content.js';
import type { PageNavigation, PageReader, PageReading } from './page-reading/read-page.js';
import type { PageSignals } from './page-signals.js';
import type { TrapGuard } from './trap-guard.js';

/** A page the crawl fetched and kept, handed over so nothing has to fetch it again. */
export interface CrawledPage {
  url: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  /** Its menus and breadcrumb section, read with its signals. */
  navigation: PageNavigation;
  /** The HTML came from the browser, the page being an empty JavaScript shell. */
  rendered: boolean;
}

/** Renders a page in a browser; discovery uses it for pages that arrive as an empty shell. */
export interface PageRenderer {
  render(url: string, signal?: AbortSignal): Promise<{ url: string; html: string }>;
}

export interface CrawlOptions {
  fetcher: GuardedFetcher;
  candidates: CandidatePages;
  traps: TrapGuard;
  /** Our robots.txt product token, for `<meta name="signpostbot">` and X-Robots-Tag. */
  productToken: string;
  maxPages: number;
  /** Requests the crawl may make in all: pages kept plus what redirects, 404s and traps cost. */
  maxFetches: number;
  concurrency: number;
  /** Pause before each request (robots.txt Crawl-delay, capped). */
  delayMs: number;
  /** Fingerprint of the site's answer to an address that cannot exist, when that answer is 200. */
  soft404Fingerprint: string | null;
  renderer?: PageRenderer | undefined;
  /** Parses each fetched page; worker threads keep the crawl's own thread free for its requests. */
  readPage: PageReader;
  signal?: AbortSignal | undefined;
  onPage?: ((page: CrawledPage) => void | Promise<void>) | undefined;
}

/** A page's HTML and its reading, started as soon as its answer arrived. */
interface EarlyReading {
  html: string;
  reading: Promise<PageReading>;
}

/**
 * Results are settled one by one in the order met, but a fetched page's reading starts as soon as
 * its answer arrives (`early`): a parse on another thread no longer holds the next fetches back.
 */
type Outcome =
  | { kind: 'error'; error: FetchError }
  | { kind: 'result'; result: FetchResult; early?: EarlyReading | undefined }
  | { kind: 'skip' };

/** Addresses that cannot be fetched at all are not pages; other failures leave a page with its error. */
const DROPPING_FETCH_CODES: ReadonlySet<string> = new Set(['invalid_url', 'unsupported_protocol']);
/** A "not found" template with more text than this is a real page about errors. */
const SOFT_404_MAX_TEXT_CHARS = 1_000;

export interface CrawlStats {
  fetches: number;
  rendered: number;
  trapRefusals: number;
}

/**
 * The breadth-first crawl: every candidate is fetched once, in the order met, a few at a time;
 * results are read in that same order, so the page list does not depend on response timing.
 */
export class SiteCrawl {
  readonly #options: CrawlOptions;
  readonly stats: CrawlStats = { fetches: 0, rendered: 0, trapRefusals: 0 };

  constructor(options: CrawlOptions) {
    this.#options = options;
  }

  /** Reads a page fetched before the crawl started (the homepage) as the crawl would. */
  async settleFetched(candidate: Candidate, result: FetchResult): Promise<void> {
    await this.#settle(candidate, { kind: 'result', result });
  }

  async run(): Promise<void> {
    const { candidates, concurrency, signal } = this.#options;
    const inFlight = new Map<number, Promise<void>>();
    const done = new Map<number, Outcome>();
    let scheduled = 0;
    let processed = 0;
    // A freed slot starts the next fetch at once, also while earlier results are being settled;
    // answers wait to be settled in order, at most a window of them, each holding its page.
    const window = concurrency * 2;
    const schedule = () => {
      while (
        inFlight.size < concurrency &&
        scheduled - processed < window &&
        scheduled < candidates.size &&
        this.#mayFetch()
      ) {
        const candidate = candidates.at(scheduled);
        scheduled += 1;
        if (candidate === undefined || candidate.state !== 'pending') {
          if (candidate !== undefined) done.set(candidate.index, { kind: 'skip' });
          continue;
        }
        const first = this.stats.fetches === 0;
        this.stats.fetches += 1;
        const index = candidate.index;
        inFlight.set(
          index,
          this.#fetch(candidate.url, first).then((outcome) => {
            done.set(index, outcome);
            inFlight.delete(index);
            schedule();
          }),
        );
      }
    };
    for (;;) {
      signal?.throwIfAborted();
      schedule();
      for (let outcome = done.get(processed); outcome !== undefined; outcome = done.get(processed)) {
        done.delete(processed);
        const candidate = candidates.at(processed);
        processed += 1;
        if (candidate !== undefined) await this.#settle(candidate, outcome);
      }
      if (
        inFlight.size === 0 &&
        (scheduled >= candidates.size || !this.#mayFetch()) &&
        processed >= scheduled
      ) {
        return;
      }
      if (inFlight.size > 0) await Promise.race(inFlight.values());
    }
  }

  #mayFetch(): boolean {
    return (
      this.#options.candidates.fetchedCount < this.#options.maxPages &&
      this.stats.fetches < this.#options.maxFetches
    );
  }

  async #fetch(url: string, first: boolean): Promise<Outcome> {
    const { delayMs, signal } = this.#options;
    // A Crawl-delay makes the crawl one request at a time, each after the pause.
    if (delayMs > 0 && !first) await sleep(delayMs, undefined, { signal });
    try {
      const result = await this.#options.fetcher.fetch(url, { signal: this.#options.signal });
      return { kind: 'result', result, early: this.#readEarly(url, result) };
    } catch (error) {
      if (isFetchError(error)) return { kind: 'error', error };
      throw error;
    }
  }

  /**
   * Starts reading an answer that will be read whatever comes before it in order: an HTML page
   * served at the address asked for (a redirected one is read at its final address, when settled).
   */
  #readEarly(url: string, result: FetchResult): EarlyReading | undefined {
    if (result.url !== url || result.status < 200 || result.status >= 300) return undefined;
    if (!isHtmlContentType(result.contentType) || looksBinary(result.body)) return undefined;
    const html = result.text();
    const reading = this.#read(url, html, result);
    // Awaited when the page is settled; a crawl that stops first must not leave it unhandled.
    reading.catch(() => undefined);
    return { html, reading };
  }

  #read(url: string, html: string, result: FetchResult): Promise<PageReading> {
    const { productToken } = this.#options;
    return this.#options.readPage({ html, url, robotsHeader: result.headers['x-robots-tag'], productToken });
  }

  async #settle(candidate: Candidate, outcome: Outcome): Promise<void> {
    const { candidates } = this.#options;
    if (outcome.kind === 'skip') return;
    if (outcome.kind === 'error') {
      const { error } = outcome;
      if (DROPPING_FETCH_CODES.has(error.code)) candidates.drop(candidate, 'unfetchable');
      else candidates.settle(candidate, 'failed', { status: null, message: error.message });
      return;
    }
    const { result } = outcome;
    if (result.status === 404 || result.status === 410) {
      candidates.drop(candidate, 'not_found');
      return;
    }
    if (result.status < 200 || result.status >= 300) {
      candidates.settle(candidate, 'failed', {
        status: result.status,
        message: `The page answered HTTP ${result.status}`,
      });
      return;
    }
    const page = await this.#pageAtFinalAddress(candidate, result);
    if (page === null) return;
    if (!isHtmlContentType(result.contentType)) {
      candidates.drop(page, 'not_html');
      return;
    }
    if (looksBinary(result.body)) {
      candidates.settle(page, 'failed', {
        status: result.status,
        message: 'The page is binary data, not HTML',
      });
      return;
    }
    await this.#readPage(page, result, page === candidate ? outcome.early : undefined);
  }

  /**
   * The candidate the answer belongs to: a redirect makes its final address the page, in the place
   * the redirecting address had in the list. A page dropped earlier for naming this redirecting
   * address as its canonical turns out to be its own canonical, and is read again from this answer.
   */
  async #pageAtFinalAddress(candidate: Candidate, result: FetchResult): Promise<Candidate | null> {
    const { candidates } = this.#options;
    const finalUrl = candidates.inScope(result.url);
    if (finalUrl === candidate.url) return candidate;
    if (finalUrl === null) {
      candidates.drop(candidate, 'off_site');
      return null;
    }
    candidates.spellings.recordRedirect(candidate.url, finalUrl);
    candidates.drop(candidate, 'redirected');
    const known = candidates.get(finalUrl);
    if (known !== undefined) return this.#namedItselfThroughRedirect(known) ? known : null;
    const outcome = await candidates.offer(
      finalUrl,
      candidate.source,
      candidate.lastModified,
      candidate.rank,
    );
    if (outcome !== 'added') return null;
    this.#options.traps.trust(finalUrl);
    return candidates.get(finalUrl) ?? null;
  }

  #namedItselfThroughRedirect(page: Candidate): boolean {
    return (
      page.dropReason === 'canonical_elsewhere' &&
      page.canonical !== undefined &&
      this.#options.candidates.spellings.samePage(page.canonical, page.url)
    );
  }

  async #readPage(page: Candidate, result: FetchResult, early: EarlyReading | undefined): Promise<void> {
    const { candidates } = this.#options;
    const read = (html: string) => this.#read(page.url, html, result);
    let html = early?.html ?? result.text();
    let { signals, navigation } = await (early?.reading ?? read(html));
    let rendered = false;
    if (signals.looksLikeShell && this.#options.renderer !== undefined) {
      const fromBrowser = await this.#render(page.url);
      if (fromBrowser !== null) {
        html = fromBrowser;
        ({ signals, navigation } = await read(html));
        rendered = true;
      }
    }
    const soft404 = this.#isSoft404(signals) && page.source !== 'homepage';
    const canonical = signals.canonical === null ? null : candidates.inScope(signals.canonical);
    // A canonical naming another spelling of this page, or an address that redirects here, names it.
    const canonicalElsewhere = canonical !== null && !candidates.spellings.samePage(canonical, page.url);
    const dropReason = this.#dropReason(page, signals, soft404, canonicalElsewhere);
    const keep = dropReason === null;
    if (keep) candidates.settle(page, 'fetched');
    else {
      candidates.drop(page, dropReason);
      if (dropReason === 'canonical_elsewhere' && canonical !== null) page.canonical = canonical;
    }
    if (keep) {
      await this.#options.onPage?.({
        url: page.url,
        status: result.status,
        headers: result.headers,
        html,
        navigation,
        rendered,
      });
    }
    if (dropReason === 'canonical_elsewhere' && canonical !== null) {
      this.#options.traps.trust(canonical);
      await candidates.offer(canonical, page.source, page.lastModified, page.rank);
    }
    if (!signals.nofollow && !soft404)
      await this.#offerLinks(page.url, [...signals.links, ...signals.alternates]);
  }

  /** Why a fetched page is not kept, or null to keep it. */
  #dropReason(
    page: Candidate,
    signals: PageSignals,
    soft404: boolean,
    canonicalElsewhere: boolean,
  ): DropReason | null {
    // The homepage is the analysis's anchor: kept whatever it says about itself.
    if (page.source === 'homepage') {
      this.#options.candidates.spellings.keep(page.url, signals.fingerprint);
      return null;
    }
    if (signals.noindex) return 'noindex';
    if (soft404) return 'soft_404';
    if (canonicalElsewhere) return 'canonical_elsewhere';
    if (this.#options.candidates.spellings.keep(page.url, signals.fingerprint) !== null) return 'duplicate';
    return null;
  }

  async #render(url: string): Promise<string | null> {
    try {
      const rendered = await this.#options.renderer?.render(url, this.#options.signal);
      if (rendered === undefined) return null;
      this.stats.rendered += 1;
      return rendered.html;
    } catch {
      this.#options.signal?.throwIfAborted();
      // A page the browser cannot render is read as it arrived.
      return null;
    }
  }

  #isSoft404(signals: PageSignals): boolean {
    if (
      this.#options.soft404Fingerprint !== null &&
      signals.fingerprint === this.#options.soft404Fingerprint
    ) {
      return true;
    }
    return signals.saysNotFound && signals.textChars <= SOFT_404_MAX_TEXT_CHARS;
  }

  async #offerLinks(fromUrl: string, links: string[]): Promise<void> {
    const { candidates, traps } = this.#options;
    for (const link of links) {
      const url = candidates.inScope(link);
      if (url === null || candidates.get(url) !== undefined) continue;
      if (traps.admit(url, fromUrl) !== 'ok') {
        this.stats.trapRefusals += 1;
        continue;
      }
      await candidates.offer(url, 'link');
    }
  }
}
