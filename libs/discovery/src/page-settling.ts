import type { FetchError, FetchResult } from '@signpost/fetch';
import type { Candidate, DropReason } from './candidate.js';
import { isHtmlContentType, looksBinary } from './html-content.js';
import type { PageReading } from './page-reading/read-page.js';
import type { PageSignals } from './page-signals.js';
import type { CrawlOptions, CrawlStats } from './crawl-options.js';

/** A page's HTML and its reading, started as soon as its answer arrived. */
export interface EarlyReading {
  html: string;
  reading: Promise<PageReading>;
}

/**
 * Results are settled one by one in the order met, but a fetched page's reading starts as soon as
 * its answer arrives (`early`): a parse on another thread no longer holds the next fetches back.
 */
export type Outcome =
  | { kind: 'error'; error: FetchError }
  | { kind: 'result'; result: FetchResult; early?: EarlyReading | undefined; rendered?: boolean | undefined }
  | { kind: 'skip' };

/** Addresses that cannot be fetched at all are not pages; other failures leave a page with its error. */
const DROPPING_FETCH_CODES: ReadonlySet<string> = new Set(['invalid_url', 'unsupported_protocol']);
/** A "not found" template with more text than this is a real page about errors. */
const SOFT_404_MAX_TEXT_CHARS = 1_000;

/**
 * What the crawl makes of one answer: the page kept (and handed to `onPage`), failed or dropped,
 * and the addresses it links to offered to the candidates.
 */
export class PageSettler {
  readonly #options: CrawlOptions;
  readonly #stats: CrawlStats;

  constructor(options: CrawlOptions, stats: CrawlStats) {
    this.#options = options;
    this.#stats = stats;
  }

  read(url: string, html: string, result: FetchResult): Promise<PageReading> {
    const { productToken } = this.#options;
    const { headers } = result;
    return this.#options.readPage({
      html,
      url,
      robotsHeader: headers['x-robots-tag'],
      lastModifiedHeader: headers['last-modified'],
      productToken,
    });
  }

  async settle(candidate: Candidate, outcome: Outcome): Promise<void> {
    const { candidates } = this.#options;
    if (outcome.kind === 'skip') return;
    if (outcome.kind === 'error') {
      const { error } = outcome;
      if (DROPPING_FETCH_CODES.has(error.code)) candidates.drop(candidate, 'unfetchable');
      else candidates.settle(candidate, 'failed', { status: null, message: error.message });
      return;
    }
    const { result } = outcome;
    if (result.status === 304 && (await this.#keptUnchanged(candidate, result))) return;
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
    await this.#readPage(
      page,
      result,
      page === candidate ? outcome.early : undefined,
      outcome.rendered === true,
    );
  }

  /**
   * A page the site says has not changed since the earlier reading (a 304 to our conditional
   * request) is kept as that reading read it, without parsing: it was kept then, and unchanged it
   * would be kept again, linking to pages that reading already offered. A 304 nobody asked for is
   * settled like any other status.
   */
  async #keptUnchanged(candidate: Candidate, result: FetchResult): Promise<boolean> {
    const { previous, candidates } = this.#options;
    if (previous === undefined || !previous.validators.has(candidate.url) || result.url !== candidate.url) {
      return false;
    }
    candidates.settle(candidate, 'fetched');
    this.#stats.unchanged += 1;
    await previous.onUnchanged({ url: candidate.url, headers: result.headers });
    return true;
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

  /** `renderedAlready`: the answer is a browser's rendering (a hash route's, see answerFor). */
  async #readPage(
    page: Candidate,
    result: FetchResult,
    early: EarlyReading | undefined,
    renderedAlready: boolean,
  ): Promise<void> {
    const { candidates } = this.#options;
    const read = (html: string) => this.read(page.url, html, result);
    let html = early?.html ?? result.text();
    let reading = await (early?.reading ?? read(html));
    let rendered = renderedAlready;
    if (!rendered && reading.signals.looksLikeShell && this.#options.renderer !== undefined) {
      const fromBrowser = await this.#render(page.url);
      if (fromBrowser !== null) {
        html = fromBrowser;
        reading = await read(html);
        rendered = true;
      }
    }
    const { signals, navigation, extraction } = reading;
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
        extraction,
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
      this.#stats.rendered += 1;
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
      // Links come normalised, and most (a site's menus and footer) name pages met already: those
      // are passed over unparsed (parsing 170 links again cost the crawl's own thread ~1 ms a page).
      if (candidates.get(link) !== undefined) continue;
      const url = candidates.inScope(link);
      if (url === null || candidates.get(url) !== undefined) continue;
      if (traps.admit(url, fromUrl) !== 'ok') {
        this.#stats.trapRefusals += 1;
        continue;
      }
      await candidates.offer(url, 'link');
    }
  }
}
