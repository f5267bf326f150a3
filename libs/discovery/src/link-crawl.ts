import { setTimeout as sleep } from 'node:timers/promises';
import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import type { CandidatePages } from './candidate-pages.js';
import { isHtmlContentType } from './html-content.js';
import { extractPageLinks } from './page-links.js';
import { isSameSite } from './url-hygiene.js';

/** Pages fetched only to find more links; the homepage's own links cost nothing extra. */
const MAX_CRAWL_FETCHES = 30;
const CRAWL_CONCURRENCY = 4;
/** robots.txt Crawl-delay is honoured up to this many milliseconds between requests. */
const MAX_CRAWL_DELAY_MS = 1_000;

export interface LinkCrawlOptions {
  fetcher: GuardedFetcher;
  siteUrl: string;
  crawlDelaySeconds: number;
  signal: AbortSignal | undefined;
}

async function linksOf(url: string, options: LinkCrawlOptions): Promise<string[]> {
  try {
    const result = await options.fetcher.fetch(url, { signal: options.signal });
    const usable =
      result.status >= 200 &&
      result.status < 300 &&
      isHtmlContentType(result.contentType) &&
      isSameSite(result.url, options.siteUrl);
    return usable ? extractPageLinks(result.text(), result.url) : [];
  } catch (error) {
    // A page that cannot be fetched only means its links stay unknown.
    if (isFetchError(error)) return [];
    throw error;
  }
}

/**
 * Breadth-first, two levels deep: the homepage's links are offered, then the first of those pages
 * are fetched and their links offered, until the candidates are full. Pages of one level are
 * fetched a few at a time (one at a time under a Crawl-delay) and processed in document order.
 */
export async function crawlLinks(
  homepageLinks: string[],
  candidates: CandidatePages,
  options: LinkCrawlOptions,
): Promise<void> {
  const toVisit: string[] = [];
  for (const link of homepageLinks) {
    const outcome = await candidates.offer(link, 'link');
    if (outcome === 'added' || outcome === 'known') toVisit.push(link);
  }
  const delayMs = Math.min(options.crawlDelaySeconds * 1000, MAX_CRAWL_DELAY_MS);
  const concurrency = delayMs > 0 ? 1 : CRAWL_CONCURRENCY;
  const visits = toVisit.filter((url) => url !== options.siteUrl).slice(0, MAX_CRAWL_FETCHES);
  for (let start = 0; start < visits.length && !candidates.isFull; start += concurrency) {
    if (delayMs > 0 && start > 0) await sleep(delayMs, undefined, { signal: options.signal });
    const batch = visits.slice(start, start + concurrency);
    const linkLists = await Promise.all(batch.map((url) => linksOf(url, options)));
    for (const link of linkLists.flat()) await candidates.offer(link, 'link');
  }
}
