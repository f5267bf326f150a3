import type { ValidationResponse } from '@signpost/contracts';
import type { FetchResult, GuardedFetcher } from '@signpost/fetch';
import { findBrokenLinks, parseLlmsTxt, type LlmsTxtLink, type ValidationSteps } from '@signpost/llmstxt';
import { findLlmsTxt, type FoundLlmsTxt } from './llms-txt-discovery.js';
import { linkRelationsOf, type LinkRelation } from './link-relations.js';
import { pickSamples, readSamples, type PageSample } from './page-samples.js';
import { detectPlatform, type Platform } from './platform.js';
import { isOk, siteFetch, type SiteFetch } from './site-fetch.js';
import { readSitemap, type SitemapReading } from './sitemap-reading.js';

/** Everything the checks look at, read once. */
export interface SiteReading {
  url: string;
  origin: string;
  home: FetchResult | null;
  homeHtml: string | null;
  homeRelations: LinkRelation[];
  robotsText: string | null;
  llmsTxt: FoundLlmsTxt | null;
  /** The validator's verdict on the file's text alone: its format. */
  format: ValidationResponse | null;
  /** Links of the first sample of the file's links (LINK_SAMPLE_SIZE) that fail. */
  brokenLinks: number;
  /** The file's links, absolute. */
  links: string[];
  sitemap: SitemapReading;
  samples: PageSample[];
  platform: Platform;
  fetch: SiteFetch;
}

/** The file's http(s) links, made absolute from its address. */
function absoluteLinks(found: FoundLlmsTxt): LlmsTxtLink[] {
  const parsed = parseLlmsTxt(found.text);
  return [...parsed.looseLinks, ...parsed.sections.flatMap((section) => section.links)].flatMap((link) => {
    const url = URL.parse(link.url, found.url);
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? [{ ...link, url: url.href }] : [];
  });
}

export interface ReadingDeps {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  steps: ValidationSteps;
  signal: AbortSignal;
}

export async function readSite(url: string, deps: ReadingDeps): Promise<SiteReading> {
  const fetch = siteFetch(deps.fetcher, deps.signal);
  // The address checked must be a public website; everything else it links to may fail on its own.
  const home = await fetch.get(url, { refusalsThrow: true });
  const checked = home?.url ?? url;
  const origin = new URL(checked).origin;
  const homeHtml = isOk(home) && home.contentType === 'text/html' ? home.text() : null;
  const homeRelations = home ? linkRelationsOf(homeHtml, home.headers, checked) : [];
  const robots = await fetch.get(`${origin}/robots.txt`, {
    accept: 'text/plain,*/*;q=0.5',
    maxBytes: 512 * 1024,
  });
  const robotsText = isOk(robots) && robots.contentType !== 'text/html' ? robots.text() : null;
  const [llmsTxt, sitemap] = await Promise.all([
    findLlmsTxt(fetch, checked, homeRelations, home?.headers ?? {}),
    readSitemap(fetch, origin, robotsText),
  ]);
  const fileLinks = llmsTxt ? absoluteLinks(llmsTxt) : [];
  const links = fileLinks.map((link) => link.url);
  // The file, robots.txt and the sitemap are read once, here; only the links' sample is requested.
  const [format, broken, samples] = await Promise.all([
    llmsTxt ? deps.steps.validateText(llmsTxt.text) : Promise.resolve(null),
    findBrokenLinks(fileLinks, { fetcher: deps.fetcher, signal: deps.signal }),
    readSamples(fetch, pickSamples(origin, links, sitemap.pages, checked)),
  ]);
  return {
    url: checked,
    origin,
    home,
    homeHtml,
    homeRelations,
    robotsText,
    llmsTxt,
    format,
    brokenLinks: broken.length,
    links,
    sitemap,
    samples,
    platform: detectPlatform(home, homeHtml),
    fetch,
  };
}
