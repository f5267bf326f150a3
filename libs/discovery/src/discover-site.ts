import { randomUUID } from 'node:crypto';
import type { AnalysisMethod, SiteType } from '@signpost/contracts';
import { analysisFailure } from '@signpost/errors';
import { parseHtmlDocument } from '@signpost/extraction/html-document';
import { isFetchError, productTokenOf, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { CandidatePages } from './candidate-pages.js';
import type { DiscoveredUrl, DropReason } from './candidate.js';
import type { CrawledPage, PageRenderer } from './crawl-options.js';
import type { CrawlPreliminaries, CrawlSnapshot } from './crawl-snapshot.js';
import { isHtmlContentType } from './html-content.js';
import { readDefaultLanguage } from './default-language.js';
import { readPageOnThisThread, type PageReader } from './page-reading/read-page.js';
import { readPageSignals } from './page-signals.js';
import { offerPreviousPages, validatorsOf, type PreviousReading } from './previous-reading.js';
import { reachSite } from './reach-site.js';
import { RobotsBook } from './robots-book.js';
import { readMarkdownSite } from './script-built/markdown-site.js';
import { SiteCrawl } from './site-crawl.js';
import { readSitemaps, type SitemapReadResult } from './sitemap-reader.js';
import { TrapGuard } from './trap-guard.js';
import { isInScope, isSameSite, normalizePageUrl, sectionOf } from './url-hygiene.js';

const WELL_KNOWN_SITEMAPS = ['/sitemap.xml', '/sitemap_index.xml'];
/** Requests the crawl may spend beyond one per kept page, on redirects, 404s, duplicates and traps. */
const FETCH_ALLOWANCE = 100;
/** Default of `progressEveryMs`: the product promises a progress update at least once a second. */
const PROGRESS_EVERY_MS = 500;
/** Default of `siteDeadlineMs`. */
const SITE_DEADLINE_MS = 30_000;

/**
 * Sitemap entries read in all: enough to fill the page limit when some entries are stale,
 * duplicated or out of scope, and no more, so a sitemap of millions of addresses costs what the
 * limit costs (reading stops mid-file, as the entries stream in).
 */
function sitemapEntryBudget(maxPages: number): number {
  return maxPages * 2 + FETCH_ALLOWANCE;
}

/** How far a crawl has got: the web page, the API and the CLI show it while discovery runs. */
export interface DiscoveryProgress {
  /** Addresses of the site known and not let go of, up to the page limit's sitemap budget. */
  found: number;
  /** Pages read and kept so far. */
  fetched: number;
  /** The page limit: the crawl stops once this many pages are kept. */
  limit: number;
}

export interface DiscoveryOptions {
  fetcher: GuardedFetcher;
  userAgent: string;
  maxPages: number;
  /**
   * `subpath` keeps the crawl to the section the start address names (`example.com/docs` reads
   * `/docs/` and below; a root address reads the whole site); `site` reads the whole site always.
   */
  scope?: 'site' | 'subpath';
  /**
   * Pages asked for at once (one at a time whatever this says when robots.txt sets a Crawl-delay);
   * the fetcher's per-host throttle decides how many of them are really in flight, so this is its cap.
   */
  concurrency?: number;
  /** The site must answer (robots.txt and start page) within this long, retries included. */
  siteDeadlineMs?: number;
  /** Upper bound on the pause robots.txt Crawl-delay may ask for. */
  delayCapMs?: number;
  renderer?: PageRenderer | undefined;
  /** Parses each fetched page (default: on the calling thread). */
  readPage?: PageReader | undefined;
  /** Receives every page the crawl kept, with its HTML, so it need not be fetched again. */
  onPage?: ((page: CrawledPage) => void | Promise<void>) | undefined;
  signal?: AbortSignal | undefined;
  /** Where an earlier attempt at this site stopped: the crawl goes on from there, fetching no page it settled. */
  resumeFrom?: CrawlSnapshot | undefined;
  /** Told the pages found and read so far, every `progressEveryMs` while the crawl runs, and at its end. */
  onProgress?: ((progress: DiscoveryProgress) => void) | undefined;
  /** Default PROGRESS_EVERY_MS. */
  progressEveryMs?: number | undefined;
  /** Takes snapshots of the crawl, for an attempt after this one to resume from. */
  checkpoints?: DiscoveryCheckpoints | undefined;
  /** An earlier reading of the site, whose unchanged pages cost a 304 each (a resumed crawl asks again). */
  previous?: PreviousReading | undefined;
}

export interface DiscoveryCheckpoints {
  everyMs: number;
  /** Must return at once (the crawl goes on); `snapshot` is not changed after. */
  save(snapshot: CrawlSnapshot): void;
}

export interface DiscoveryResult {
  /** Final address of the start page after redirects. */
  homepageUrl: string;
  /** Unique normalised pages in the order met: homepage, sitemap order, then links breadth-first. */
  pages: DiscoveredUrl[];
  /** Pages found in all (kept, failed or not fetched), before the maxPages cap. */
  totalPagesFound: number;
  sitemapFound: boolean;
  analysisMethod: AnalysisMethod;
  siteType: SiteType;
  /** The language the default llms.txt is written for (see readDefaultLanguage). */
  defaultLanguage: string | null;
  /** Candidate pages skipped because robots.txt disallows them for our user agent. */
  disallowedByRobots: number;
  /** Requests the crawl made for pages (robots.txt and sitemaps not included). */
  pageFetches: number;
  renderedPages: number;
  /** Pages of the earlier reading the site answered 304 for, kept as read then. */
  unchangedPages: number;
  /** Addresses met and let go, by reason; `redirected` ones live on at the address they land on. */
  droppedPages: Partial<Record<DropReason, number>>;
  /** Sitemaps and feeds that could not be read in full, and why. */
  problems: string[];
}

/** Sitemaps named in robots.txt and feeds the homepage names; the well-known addresses when those give no pages. */
async function findSitemapPages(
  homepageUrl: string,
  named: string[],
  options: DiscoveryOptions,
): Promise<SitemapReadResult & { viaRobots: boolean }> {
  const read = (urls: string[]) =>
    readSitemaps(urls, {
      fetcher: options.fetcher,
      signal: options.signal,
      entryBudget: sitemapEntryBudget(Math.max(1, options.maxPages)),
    });
  const fromRobots = named.length > 0 ? await read(named) : null;
  if (fromRobots !== null && fromRobots.entries.length > 0) return { ...fromRobots, viaRobots: true };
  const origin = new URL(homepageUrl).origin;
  const wellKnown = await read(WELL_KNOWN_SITEMAPS.map((path) => `${origin}${path}`));
  return {
    ...wellKnown,
    found: (fromRobots?.found ?? false) || wellKnown.found,
    problems: [...(fromRobots?.problems ?? []), ...wellKnown.problems],
    viaRobots: false,
  };
}

/** What the site answers for an address that cannot exist, when it answers 200: its soft-404 page. */
async function soft404Fingerprint(homepageUrl: string, options: DiscoveryOptions): Promise<string | null> {
  const probeUrl = new URL(`/signpost-${randomUUID()}`, homepageUrl).href;
  try {
    const result = await options.fetcher.fetch(probeUrl, { signal: options.signal });
    if (result.status !== 200 || !isHtmlContentType(result.contentType)) return null;
    return readPageSignals(result.text(), result.url, { productToken: '' }).fingerprint;
  } catch (error) {
    if (isFetchError(error)) return null;
    throw error;
  }
}

function analysisMethodOf(candidates: CandidatePages, pageCount: number, viaRobots: boolean): AnalysisMethod {
  if (candidates.sitemapOffers > 0) return viaRobots ? 'robots.txt' : 'sitemap';
  return pageCount > 1 ? 'fallback-crawl' : 'homepage-only';
}

/** What the home page says of the whole site, read in one parse that is not kept for the crawl. */
function readHomepage(html: string, homepageUrl: string, productToken: string) {
  const document = parseHtmlDocument(html);
  const { feeds, looksLikeShell } = readPageSignals(document, homepageUrl, { productToken });
  return { feeds, looksLikeShell, defaultLanguage: readDefaultLanguage(document, homepageUrl) };
}

/** What the crawl starts from: its candidates and what discovery learnt before it. */
interface CrawlStart {
  candidates: CandidatePages;
  traps: TrapGuard;
  preliminaries: CrawlPreliminaries;
  /** The start page's answer, settled first; absent when resuming, as it was settled before. */
  homepage?: FetchResult | undefined;
}

/** Reaches the site, reads its home page, sitemaps and feeds, and probes its answer to a missing page. */
async function startCrawl(startUrl: string, options: DiscoveryOptions): Promise<CrawlStart> {
  const start = normalizePageUrl(startUrl);
  if (start === null) {
    throw analysisFailure('site_not_found', new Error(`Not a website address: ${startUrl}`));
  }
  const { robots, homepage } = await reachSite(start, {
    fetcher: options.fetcher,
    userAgent: options.userAgent,
    deadlineMs: options.siteDeadlineMs ?? SITE_DEADLINE_MS,
    signal: options.signal,
  });
  const homepageUrl = normalizePageUrl(homepage.url) ?? start;
  if (!(await robots.isAllowed(homepageUrl))) throw analysisFailure('robots_disallowed');

  const maxPages = Math.max(1, options.maxPages);
  // A start address on another host that redirected here is an alias: its addresses land here too.
  const aliases = isSameSite(start, homepageUrl) ? [] : [start];
  const scope = options.scope ?? 'site';
  // The section the owner typed, unless its address led out of it: then the section it led to.
  const typedSection = sectionOf(start);
  const section = isInScope(homepageUrl, typedSection, scope) ? typedSection : sectionOf(homepageUrl);
  const candidates = new CandidatePages(scope === 'site' ? homepageUrl : section, scope, robots, aliases);
  const traps = new TrapGuard();
  await candidates.offer(homepageUrl, 'homepage');
  traps.trust(homepageUrl);
  const productToken = productTokenOf(options.userAgent);
  const { feeds, defaultLanguage, looksLikeShell } = readHomepage(homepage.text(), homepageUrl, productToken);
  const named = [...new Set([...(await robots.sitemaps(homepageUrl)), ...(await robots.sitemaps(start))])];
  // The probe of the site's answer to a missing page needs nothing the sitemaps give: both go at once,
  // and so does the reading of the markdown files a script-built home page may be made from.
  const [sitemaps, soft404, markdown] = await Promise.all([
    findSitemapPages(homepageUrl, named, options),
    soft404Fingerprint(homepageUrl, options),
    readMarkdownSite(homepage, looksLikeShell, options.fetcher, options.signal),
  ]);
  // The sidebar is the site's own table of contents: its pages come first, in its order.
  for (const source of markdown?.sources ?? []) {
    if ((await candidates.offer(source, 'link')) === 'added')
      traps.trust(candidates.inScope(source) ?? source);
  }
  const feedPages =
    feeds.length > 0 ? await readSitemaps(feeds, { ...options, entryBudget: maxPages }) : null;
  for (const entry of [...sitemaps.entries, ...(feedPages?.entries ?? [])]) {
    if ((await candidates.offer(entry.loc, 'sitemap', entry.lastModified)) === 'added') {
      traps.trust(candidates.inScope(entry.loc) ?? entry.loc);
    }
  }
  for (const alternate of sitemaps.alternates) await candidates.offer(alternate, 'sitemap');
  if (options.previous !== undefined) await offerPreviousPages(options.previous, candidates, traps);

  const delayMs = Math.min((await robots.crawlDelaySeconds(homepageUrl)) * 1000, options.delayCapMs ?? 2_000);
  const preliminaries: CrawlPreliminaries = {
    homepageUrl,
    defaultLanguage,
    sitemapFound: sitemaps.found || feedPages?.found === true,
    sitemapsViaRobots: sitemaps.viaRobots,
    problems: [...sitemaps.problems, ...(feedPages?.problems ?? [])],
    soft404Fingerprint: soft404,
    delayMs,
    markdownSite: markdown?.site ?? null,
  };
  return { candidates, traps, preliminaries, homepage: markdown?.home ?? homepage };
}

/**
 * The crawl as a snapshot left it. robots.txt is read again (one request) rather than kept in the
 * snapshot: the pages still to fetch obey what the site says now.
 */
async function resumeCrawl(snapshot: CrawlSnapshot, options: DiscoveryOptions): Promise<CrawlStart> {
  const robots = new RobotsBook(options.fetcher, options.userAgent, options.signal);
  const { preliminaries } = snapshot;
  if (!(await robots.isAllowed(preliminaries.homepageUrl))) throw analysisFailure('robots_disallowed');
  return {
    candidates: CandidatePages.restore(snapshot.candidates, robots),
    traps: TrapGuard.restore(snapshot.traps),
    preliminaries,
  };
}

/**
 * Finds the pages of a site: robots.txt (obeyed), the start page, sitemaps and feeds, and a
 * breadth-first crawl of every page found, which also checks each page (redirects, canonical
 * links, noindex, soft 404s) and hands kept pages to `onPage`. Failures that make the whole
 * analysis impossible throw analysisFailure errors. With `resumeFrom`, it carries on an earlier
 * attempt's crawl instead of starting one.
 */
export async function discoverSite(startUrl: string, options: DiscoveryOptions): Promise<DiscoveryResult> {
  const { candidates, traps, preliminaries, homepage } =
    options.resumeFrom === undefined
      ? await startCrawl(startUrl, options)
      : await resumeCrawl(options.resumeFrom, options);
  const { homepageUrl, delayMs } = preliminaries;
  const maxPages = Math.max(1, options.maxPages);
  const { checkpoints } = options;
  const crawl = new SiteCrawl({
    fetcher: options.fetcher,
    candidates,
    traps,
    productToken: productTokenOf(options.userAgent),
    maxPages,
    maxFetches: maxPages * 2 + FETCH_ALLOWANCE,
    concurrency: delayMs > 0 ? 1 : Math.max(1, options.concurrency ?? 4),
    delayMs,
    soft404Fingerprint: preliminaries.soft404Fingerprint,
    renderer: options.renderer,
    markdownSite: preliminaries.markdownSite,
    readPage: options.readPage ?? readPageOnThisThread,
    signal: options.signal,
    onPage: options.onPage,
    previous: options.previous && {
      validators: validatorsOf(options.previous),
      onUnchanged: options.previous.onUnchanged,
    },
    resumeFrom: options.resumeFrom?.progress,
    checkpoints: checkpoints && {
      everyMs: checkpoints.everyMs,
      take: (progress) =>
        checkpoints.save({
          preliminaries,
          candidates: candidates.snapshot(),
          traps: traps.snapshot(),
          progress,
        }),
    },
  });
  const home = candidates.get(homepageUrl);
  const report = () =>
    options.onProgress?.({ found: candidates.liveCount, fetched: candidates.fetchedCount, limit: maxPages });
  const reporting = setInterval(report, options.progressEveryMs ?? PROGRESS_EVERY_MS).unref();
  report();
  try {
    await crawl.run(
      homepage !== undefined && home !== undefined ? { candidate: home, result: homepage } : undefined,
    );
  } finally {
    clearInterval(reporting);
  }
  report();

  const pages = candidates.pages(maxPages);
  return {
    homepageUrl,
    pages,
    totalPagesFound: candidates.liveCount,
    sitemapFound: preliminaries.sitemapFound,
    analysisMethod: analysisMethodOf(candidates, pages.length, preliminaries.sitemapsViaRobots),
    siteType: pages.length > 1 ? 'multi-page' : 'single-page',
    defaultLanguage: preliminaries.defaultLanguage,
    disallowedByRobots: candidates.disallowedCount,
    pageFetches: crawl.stats.fetches,
    renderedPages: crawl.stats.rendered,
    unchangedPages: crawl.stats.unchanged,
    droppedPages: candidates.dropReasons,
    problems: preliminaries.problems,
  };
}
