import type { GuardedFetcher } from '@signpost/fetch';
import type { RobotsGate } from './robots-gate.js';
import { readSitemapPages } from './sitemap-coverage.js';
import type { ValidationSteps } from './validation-steps.js';

export interface SiteSitemapOptions {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  signal: AbortSignal;
  steps: ValidationSteps;
  /** Reads the site's robots.txt (once, for every check) and keeps what it disallows unrequested. */
  robots: RobotsGate;
}

export interface SiteSitemap {
  robotsText: string | null;
  sitemap: Set<string> | null;
  /** Sitemaps left unrequested because robots.txt disallows them for Signpost. */
  disallowed: string[];
}

/**
 * The site's robots.txt and the pages of its sitemap: the ones robots.txt declares, else
 * /sitemap.xml. Either is null when the site has none that can be read.
 */
export async function readSiteSitemap(origin: string, options: SiteSitemapOptions): Promise<SiteSitemap> {
  const { steps } = options;
  const robotsText = await options.robots.textOf(origin);
  const declared =
    robotsText === null ? [] : await steps.declaredSitemaps(`${origin}/robots.txt`, robotsText);
  const candidates = declared.length > 0 ? declared : [`${origin}/sitemap.xml`];
  const locations = (xml: string) => steps.sitemapLocations(xml);
  const { pages, disallowed } = await readSitemapPages(candidates, {
    fetcher: options.fetcher,
    signal: options.signal,
    locations,
    robots: options.robots,
  });
  return { robotsText, sitemap: pages, disallowed };
}
