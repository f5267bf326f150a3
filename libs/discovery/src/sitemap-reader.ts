import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { SitemapFeed } from './sitemap-feed.js';
import { StreamingSitemapParser, type ParsedSitemap, type SitemapEntry } from './sitemap-parser.js';

/** Index files may nest; deeper than this is a loop or a mistake. */
const MAX_SITEMAP_DEPTH = 3;
const MAX_SITEMAP_FILES = 50;
const SITEMAP_FETCH_CONCURRENCY = 4;

export interface SitemapReadResult {
  /** At least one address answered with a sitemap, sitemap index or feed. */
  found: boolean;
  /** Every page entry, in document order, index children in index order. */
  entries: SitemapEntry[];
  /** hreflang alternates listed beside the entries. */
  alternates: string[];
  /** Files that could not be used, with the reason, for the analysis log. */
  problems: string[];
}

interface ReadContext {
  fetcher: GuardedFetcher;
  signal: AbortSignal | undefined;
  /** Addresses requested or answered, so a file listed twice (or a loop of indexes) is read once. */
  visited: Set<string>;
  filesFetched: number;
  result: SitemapReadResult;
  /** Reading stops once this many entries are collected. */
  entryBudget: number;
}

async function fetchSitemap(url: string, context: ReadContext): Promise<ParsedSitemap | null> {
  // Reading stops mid-file once the entries still wanted have arrived: the rest is never downloaded.
  const parser = new StreamingSitemapParser(Math.max(1, context.entryBudget - context.result.entries.length));
  const feed = new SitemapFeed(parser);
  let result: FetchResult;
  try {
    result = await context.fetcher.fetch(url, {
      accept: 'application/xml,text/xml;q=0.9,application/rss+xml,application/atom+xml,text/plain;q=0.8',
      truncate: true,
      signal: context.signal,
      sink: (chunk) => feed.write(chunk),
    });
  } catch (error) {
    feed.abort();
    // A missing, refused or unreachable sitemap only means fewer pages are known from it.
    if (!isFetchError(error)) throw error;
    context.result.problems.push(`${url}: ${error.code}`);
    return null;
  }
  if (result.status < 200 || result.status >= 300) return null;
  context.visited.add(result.url);
  const problem = await feed.end();
  if (problem !== null) context.result.problems.push(`${url} ${problem}`);
  if (result.truncated) context.result.problems.push(`${url} was cut at the byte cap`);
  return parser.finish();
}

async function readBatch(urls: string[], depth: number, context: ReadContext): Promise<void> {
  const { result } = context;
  for (let start = 0; start < urls.length; start += SITEMAP_FETCH_CONCURRENCY) {
    if (result.entries.length >= context.entryBudget) return;
    const batch = urls
      .slice(start, start + SITEMAP_FETCH_CONCURRENCY)
      .filter((url) => !context.visited.has(url))
      .slice(0, MAX_SITEMAP_FILES - context.filesFetched);
    for (const url of batch) context.visited.add(url);
    context.filesFetched += batch.length;
    const documents = await Promise.all(batch.map((url) => fetchSitemap(url, context)));
    for (const parsed of documents) {
      if (parsed === null || parsed.kind === 'not-a-sitemap') continue;
      result.found = true;
      if (parsed.kind === 'index') {
        if (depth < MAX_SITEMAP_DEPTH) {
          await readBatch(
            parsed.entries.map((entry) => entry.loc),
            depth + 1,
            context,
          );
        }
        continue;
      }
      const room = context.entryBudget - result.entries.length;
      result.entries.push(...parsed.entries.slice(0, room));
      result.alternates.push(...parsed.alternates.slice(0, Math.max(0, room - parsed.entries.length)));
    }
  }
}

/**
 * Reads sitemaps, nested indexes and feeds (bounded in depth, files, entries and bytes), fetching a
 * few files at a time but keeping document order so the result is deterministic.
 */
export async function readSitemaps(
  urls: string[],
  options: { fetcher: GuardedFetcher; signal?: AbortSignal | undefined; entryBudget: number },
): Promise<SitemapReadResult> {
  const context: ReadContext = {
    fetcher: options.fetcher,
    signal: options.signal,
    visited: new Set(),
    filesFetched: 0,
    result: { found: false, entries: [], alternates: [], problems: [] },
    entryBudget: options.entryBudget,
  };
  await readBatch(urls, 0, context);
  return context.result;
}
