import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';
import { parseSitemap, type SitemapEntry } from './sitemap-parser.js';

const gunzip = promisify(zlib.gunzip);

/** Index files may nest; deeper than this is a loop or a mistake. */
const MAX_SITEMAP_DEPTH = 3;
const MAX_SITEMAP_FILES = 50;
/** A gzipped sitemap is decompressed up to this size. */
const MAX_SITEMAP_XML_BYTES = 10 * 1024 * 1024;
const SITEMAP_FETCH_CONCURRENCY = 4;

export interface SitemapReadResult {
  /** At least one address answered with a sitemap or sitemap index. */
  found: boolean;
  /** Every page entry, in document order, index children in index order. */
  entries: SitemapEntry[];
}

interface ReadContext {
  fetcher: GuardedFetcher;
  signal: AbortSignal | undefined;
  /** Addresses requested or answered, so a file listed twice (or a loop of indexes) is read once. */
  visited: Set<string>;
  filesFetched: number;
  found: boolean;
  entries: SitemapEntry[];
  /** Reading stops once this many entries are collected. */
  entryBudget: number;
}

async function gunzipBounded(body: Buffer): Promise<string | null> {
  try {
    return (await gunzip(body, { maxOutputLength: MAX_SITEMAP_XML_BYTES })).toString('utf8');
  } catch {
    // Corrupt or oversized archives only mean fewer pages are known.
    return null;
  }
}

async function fetchXml(url: string, context: ReadContext): Promise<string | null> {
  let result: FetchResult;
  try {
    result = await context.fetcher.fetch(url, {
      accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
      signal: context.signal,
    });
  } catch (error) {
    // A missing, oversized or unreachable sitemap only means fewer pages are known from it.
    if (isFetchError(error)) return null;
    throw error;
  }
  if (result.status < 200 || result.status >= 300) return null;
  context.visited.add(result.url);
  const gzipped = result.body[0] === 0x1f && result.body[1] === 0x8b;
  return gzipped ? gunzipBounded(result.body) : result.text();
}

async function readBatch(urls: string[], depth: number, context: ReadContext): Promise<void> {
  for (let start = 0; start < urls.length; start += SITEMAP_FETCH_CONCURRENCY) {
    if (context.entries.length >= context.entryBudget) return;
    const batch = urls
      .slice(start, start + SITEMAP_FETCH_CONCURRENCY)
      .filter((url) => !context.visited.has(url))
      .slice(0, MAX_SITEMAP_FILES - context.filesFetched);
    for (const url of batch) context.visited.add(url);
    context.filesFetched += batch.length;
    const documents = await Promise.all(batch.map((url) => fetchXml(url, context)));
    for (const xml of documents) {
      if (xml === null) continue;
      const parsed = parseSitemap(xml);
      if (parsed.kind === 'not-a-sitemap') continue;
      context.found = true;
      if (parsed.kind === 'urlset') {
        for (const entry of parsed.entries.slice(0, context.entryBudget - context.entries.length)) {
          context.entries.push(entry);
        }
      } else if (depth < MAX_SITEMAP_DEPTH) {
        const children = parsed.sitemaps.map((entry) => entry.loc);
        await readBatch(children, depth + 1, context);
      }
    }
  }
}

/**
 * Reads sitemaps and nested indexes (bounded in depth, files, entries and bytes), fetching a few
 * files at a time but keeping document order so the result is deterministic.
 */
export async function readSitemaps(
  urls: string[],
  options: { fetcher: GuardedFetcher; signal?: AbortSignal; entryBudget: number },
): Promise<SitemapReadResult> {
  const context: ReadContext = {
    fetcher: options.fetcher,
    signal: options.signal,
    visited: new Set(),
    filesFetched: 0,
    found: false,
    entries: [],
    entryBudget: options.entryBudget,
  };
  await readBatch(urls, 0, context);
  return { found: context.found, entries: context.entries };
}
