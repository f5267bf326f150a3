import type { AnalysisMethod, SiteType } from '@signpost/contracts';
import { analysisFailure } from '@signpost/errors';
import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { CandidatePages, type DiscoveredUrl } from './candidate-pages.js';
import { isHtmlContentType } from './html-content.js';
import { crawlLinks } from './link-crawl.js';
import { extractPageLinks } from './page-links.js';
import { RobotsBook } from './robots-book.js';
import { failureForFetchError, failureForStatus } from './site-failures.js';
import { readSitemaps, type SitemapReadResult } from './sitemap-reader.js';
import { normalizePageUrl } from './url-hygiene.js';

/** Sitemap entries read in total; far more than any plan's page limit, enough for an honest count. */
const SITEMAP_ENTRY_BUDGET = 100_000;
const WELL_KNOWN_SITEMAPS = ['/sitemap.xml', '/sitemap_index.xml'];

export interface DiscoveryOptions {
  fetcher: GuardedFetcher;
  userAgent: string;
  maxPages: number;
  signal?: AbortSignal;
}

export interface DiscoveryResult {
  /** Final address of the start page after redirects. */
  homepageUrl: string;
  /** Unique normalised same-site pages: homepage first, then sitemap order, then links breadth-first. */
  pages: DiscoveredUrl[];
  /** Distinct allowed candidate pages seen, before the maxPages cap. */
  totalPagesFound: number;
  sitemapFound: boolean;
  analysisMethod: AnalysisMethod;
  siteType: SiteType;
  /** Candidate pages skipped because robots.txt disallows them for our user agent. */
  disallowedByRobots: number;
}

/** robots.txt of the start address: a host that cannot be reached at all ends the analysis here. */
async function checkStartAllowed(startUrl: string, robots: RobotsBook): Promise<void> {
  const { failure } = await robots.fileFor(startUrl);
  if (failure !== null && ['network', 'timeout', 'address_refused'].includes(failure.code)) {
    throw failureForFetchError(failure);
  }
  if (!(await robots.isAllowed(startUrl))) throw analysisFailure('robots_disallowed');
}

async function fetchStartPage(startUrl: string, options: DiscoveryOptions): Promise<FetchResult> {
  let result: FetchResult;
  try {
    result = await options.fetcher.fetch(startUrl, { signal: options.signal });
  } catch (error) {
    throw isFetchError(error) ? failureForFetchError(error) : error;
  }
  const failure = failureForStatus(result.status, result.url);
  if (failure !== null) throw failure;
  if (!isHtmlContentType(result.contentType)) {
    throw analysisFailure('no_pages', new Error(`${result.url} is ${result.contentType}, not HTML`));
  }
  return result;
}

/** Sitemaps named in robots.txt first; the well-known addresses when those give nothing. */
async function findSitemapPages(
  homepageUrl: string,
  startUrl: string,
  robots: RobotsBook,
  options: DiscoveryOptions,
): Promise<SitemapReadResult & { viaRobots: boolean }> {
  const read = (urls: string[]) =>
    readSitemaps(urls, {
      fetcher: options.fetcher,
      signal: options.signal,
      entryBudget: SITEMAP_ENTRY_BUDGET,
    });
  const named = [...new Set([...(await robots.sitemaps(homepageUrl)), ...(await robots.sitemaps(startUrl))])];
  const fromRobots = named.length > 0 ? await read(named) : { found: false, entries: [] };
  if (fromRobots.entries.length > 0) return { ...fromRobots, viaRobots: true };
  const origin = new URL(homepageUrl).origin;
  const wellKnown = await read(WELL_KNOWN_SITEMAPS.map((path) => `${origin}${path}`));
  return { found: fromRobots.found || wellKnown.found, entries: wellKnown.entries, viaRobots: false };
}

function analysisMethodOf(candidates: CandidatePages, sitemapsViaRobots: boolean): AnalysisMethod {
  if (candidates.offeredFrom('sitemap') > 0) return sitemapsViaRobots ? 'robots.txt' : 'sitemap';
  return candidates.totalFound > 1 ? 'fallback-crawl' : 'homepage-only';
}

/**
 * Finds the pages of a site: robots.txt (obeyed), the start page, sitemaps and a shallow link
 * crawl. Failures that make the whole analysis impossible throw analysisFailure errors.
 */
export async function discoverSite(startUrl: string, options: DiscoveryOptions): Promise<DiscoveryResult> {
  const start = normalizePageUrl(startUrl);
  if (start === null) {
    throw analysisFailure('site_not_found', new Error(`Not a website address: ${startUrl}`));
  }
  const robots = new RobotsBook(options.fetcher, options.userAgent, options.signal);
  await checkStartAllowed(start, robots);
  const homepage = await fetchStartPage(start, options);
  const homepageUrl = normalizePageUrl(homepage.url) ?? start;
  if (!(await robots.isAllowed(homepageUrl))) throw analysisFailure('robots_disallowed');

  const candidates = new CandidatePages(homepageUrl, Math.max(1, options.maxPages), robots);
  await candidates.offer(homepageUrl, 'homepage');
  const sitemaps = await findSitemapPages(homepageUrl, start, robots, options);
  for (const entry of sitemaps.entries) await candidates.offer(entry.loc, 'sitemap', entry.lastModified);
  await crawlLinks(extractPageLinks(homepage.text(), homepage.url), candidates, {
    fetcher: options.fetcher,
    siteUrl: homepageUrl,
    crawlDelaySeconds: await robots.crawlDelaySeconds(homepageUrl),
    signal: options.signal,
  });

  const pages = candidates.pages;
  return {
    homepageUrl,
    pages,
    totalPagesFound: candidates.totalFound,
    sitemapFound: sitemaps.found,
    analysisMethod: analysisMethodOf(candidates, sitemaps.viaRobots),
    siteType: pages.length > 1 ? 'multi-page' : 'single-page',
    disallowedByRobots: candidates.disallowedCount,
  };
}
