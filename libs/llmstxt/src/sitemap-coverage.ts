import { gunzipSync } from 'node:zlib';
import type { Recommendation } from '@signpost/contracts';
import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import type { Finding } from './checks.js';
import type { LlmsTxtLink } from './parse.js';
import type { RobotsGate } from './robots-gate.js';
import { trimEndOf } from './text-scan.js';

/** Sitemaps tried in turn, and an index followed, this far; coverage is an estimate, not a crawl. */
const MAX_CANDIDATE_SITEMAPS = 5;
const MAX_CHILD_SITEMAPS = 5;
const MAX_SITEMAP_URLS = 50_000;
const MAX_XML_BYTES = 10 * 1024 * 1024;

export interface SitemapOptions {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  signal: AbortSignal;
  /** Reads the addresses out of a sitemap document (off the caller's thread on a server). */
  locations: (xml: string) => Promise<string[]>;
  /** A sitemap robots.txt disallows for Signpost is not requested. */
  robots: RobotsGate;
}

function gunzipBounded(body: Buffer): string | null {
  try {
    return gunzipSync(body, { maxOutputLength: MAX_XML_BYTES }).toString('utf8');
  } catch {
    // Corrupt or oversized archives only mean coverage cannot be estimated.
    return null;
  }
}

async function fetchXml(url: string, options: SitemapOptions): Promise<string | null> {
  try {
    const result = await options.fetcher.fetch(url, {
      accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
      signal: options.signal,
    });
    if (result.status < 200 || result.status >= 300) return null;
    return result.body[0] === 0x1f && result.body[1] === 0x8b ? gunzipBounded(result.body) : result.text();
  } catch (error) {
    // A missing or unreadable sitemap only means coverage cannot be estimated.
    if (options.signal.aborted || isFetchError(error)) return null;
    throw error;
  }
}

/**
 * `<loc>url</loc>` or `<loc><![CDATA[url]]></loc>`. Each part is a run of one class that ends where
 * the next part begins, so the match never backtracks across a run (the lazy form with `\s*` on
 * either side of it was quadratic on a long run of blanks).
 */
const LOC = /<loc>([^<]*)(?:<!\[CDATA\[([^\]]*)\]\]>[^<]*)?<\/loc>/gi;

export const locsOf = (xml: string) =>
  [...xml.matchAll(LOC)]
    .map((match) => (match[2] ?? match[1] ?? '').trim().replace(/&amp;/g, '&'))
    .filter((loc) => loc !== '');

/**
 * Host and path with the spellings static hosts answer with one page folded together (scheme,
 * `www.`, trailing slash, `.html`, `/index.html`), so a file linking `/guide.html` covers the
 * sitemap's `/guide/`.
 */
function keyOf(parsed: URL): string {
  const host = parsed.host.toLowerCase().replace(/^www\./, '');
  const path = trimEndOf(parsed.pathname.replace(/(^|\/)index\.html?$/i, '$1').replace(/\.html?$/i, ''), '/');
  return `${host}${path}${parsed.search}`;
}

const hostOfKey = (key: string) => key.slice(0, key.indexOf('/') < 0 ? key.length : key.indexOf('/'));

/** Fewer sitemap pages than this say too little about the site to judge how much the file covers. */
const MIN_SITEMAP_PAGES = 10;
/**
 * An llms.txt is an index: past about 500 links (the 50,000-character size warning at ~100
 * characters a link) it stops being one, so a larger sitemap counts as this many pages.
 */
const INDEX_SIZE_PAGES = 500;
/** Below half, most of the site is missing: a curated docs file lists most of its pages. */
const LOW_SHARE = 0.5;
/** Below a tenth, the file stands for a page or two of the site, not the site (a failed crawl). */
const MINIMAL_SHARE = 0.1;

/** How much of the sitemap's pages on the file's own host the file links to, as findings. */
function shareFindings(covered: number, sitemapPages: number): Finding[] {
  if (sitemapPages < MIN_SITEMAP_PAGES) return [];
  const share = covered / Math.min(sitemapPages, INDEX_SIZE_PAGES);
  if (share >= LOW_SHARE) return [];
  const message = `The file links to ${covered} of the ${sitemapPages} pages the site's sitemap lists on this host.`;
  return [
    { check: share < MINIMAL_SHARE ? 'sitemap_share_minimal' : 'sitemap_share_low', line: null, message },
  ];
}

/** Comparable form of a page address: no fragment, and one form for the spellings of a page. */
export function pageKey(url: string): string | null {
  const parsed = URL.parse(url);
  return parsed && keyOf(parsed);
}

export interface SitemapPages {
  /** Null when no sitemap could be read. */
  pages: Set<string> | null;
  /** Sitemaps left unrequested because robots.txt disallows them for Signpost. */
  disallowed: string[];
}

/** The page addresses the first sitemap that answers lists (following an index a little way). */
export async function readSitemapPages(
  candidates: readonly string[],
  options: SitemapOptions,
): Promise<SitemapPages> {
  const disallowed: string[] = [];
  const tried = candidates.slice(0, MAX_CANDIDATE_SITEMAPS);
  const shut = await options.robots.disallowed(tried);
  for (const candidate of tried) {
    if (shut.has(candidate)) {
      disallowed.push(candidate);
      continue;
    }
    const xml = await fetchXml(candidate, options);
    if (xml === null || !/<(?:urlset|sitemapindex)[\s>]/i.test(xml)) continue;
    const pages = new Set<string>();
    const add = (urls: string[]) => {
      for (const url of urls) {
        const key = pageKey(url);
        if (key !== null && pages.size < MAX_SITEMAP_URLS) pages.add(key);
      }
    };
    if (/<sitemapindex[\s>]/i.test(xml)) {
      const children = (await options.locations(xml)).slice(0, MAX_CHILD_SITEMAPS);
      const shutChildren = await options.robots.disallowed(children);
      disallowed.push(...children.filter((child) => shutChildren.has(child)));
      const open = children.filter((child) => !shutChildren.has(child));
      const documents = await Promise.all(open.map((child) => fetchXml(child, options)));
      for (const document of documents) if (document !== null) add(await options.locations(document));
    } else {
      add(await options.locations(xml));
    }
    return { pages, disallowed };
  }
  return { pages: null, disallowed };
}

function isSameHost(parsed: URL, origin: string): boolean {
  return hostOfKey(keyOf(parsed)) === hostOfKey(keyOf(new URL(origin)));
}

/**
 * Whether a sitemap page is one the file covers. Version 2 of the proposal: a file covers the pages
 * under its own folder (`/docs/llms.txt` the pages under `/docs/`), so a folder's file is measured
 * against that part of the sitemap only.
 */
function coveredBy(fileUrl: string): (key: string) => boolean {
  const folder = new URL('./', fileUrl);
  const scope = keyOf(folder);
  return (key) => key === scope || key.startsWith(`${scope}/`);
}

/** How the file's links on this site relate to the sitemap: pages missing from it, and coverage. */
export function compareWithSitemap(
  links: readonly LlmsTxtLink[],
  fileUrl: string,
  sitemap: ReadonlySet<string>,
): { findings: Finding[]; recommendations: Recommendation[] } {
  const origin = new URL(fileUrl).origin;
  const inScope = coveredBy(fileUrl);
  // Each address parsed once: a file can hold 100,000 links.
  const onSite = links.flatMap((link) => {
    const parsed = URL.parse(link.url);
    return parsed !== null && isSameHost(parsed, origin) ? [{ link, key: keyOf(parsed) }] : [];
  });
  const keys = new Set(onSite.map(({ key }) => key));
  const missing = onSite.filter(({ key }) => !sitemap.has(key)).map(({ link }) => link);
  const findings: Finding[] = [];
  const firstMissing = missing[0];
  if (firstMissing) {
    findings.push({
      check: 'sitemap_coverage',
      line: firstMissing.line,
      message: `${missing.length} of ${onSite.length} linked pages on this site are not in its sitemap (first: ${firstMissing.url}).`,
    });
  }
  const covered = [...keys].filter((key) => sitemap.has(key) && inScope(key)).length;
  const sitemapPages = [...sitemap].filter(inScope).length;
  findings.push(...shareFindings(covered, sitemapPages));
  const recommendations: Recommendation[] = [];
  if (sitemapPages >= MIN_SITEMAP_PAGES && covered / sitemapPages < 0.2) {
    recommendations.push({
      title: 'Cover more of your site',
      description: `Your sitemap lists ${sitemapPages} pages and llms.txt links to ${covered} of them. Add the pages that explain your product, docs and pricing.`,
      priority: 'low',
    });
  }
  return { findings, recommendations };
}
