import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import { readSitemapPages } from './sitemap-coverage.js';
import type { ValidationSteps } from './validation-steps.js';

export interface SiteSitemapOptions {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  signal: AbortSignal;
  steps: ValidationSteps;
}

async function fetchRobots(origin: string, options: SiteSitemapOptions): Promise<string | null> {
  const { signal } = options;
  try {
    const result = await options.fetcher.fetch(`${origin}/robots.txt`, {
      accept: 'text/plain,*/*;q=0.5',
      maxBytes: 512 * 1024,
      signal,
    });
    return result.status >= 200 && result.status < 300 ? result.text() : null;
  } catch (error) {
    if (signal.aborted || isFetchError(error)) return null;
    throw error;
  }
}

/**
 * The site's robots.txt and the pages of its sitemap: the ones robots.txt declares, else
 * /sitemap.xml. Either is null when the site has none that can be read.
 */
export async function readSiteSitemap(
  origin: string,
  options: SiteSitemapOptions,
): Promise<{ robotsText: string | null; sitemap: Set<string> | null }> {
  const { steps } = options;
  const robotsText = await fetchRobots(origin, options);
  const declared =
    robotsText === null ? [] : await steps.declaredSitemaps(`${origin}/robots.txt`, robotsText);
  const candidates = declared.length > 0 ? declared : [`${origin}/sitemap.xml`];
  const locations = (xml: string) => steps.sitemapLocations(xml);
  const sitemap = await readSitemapPages(candidates, {
    fetcher: options.fetcher,
    signal: options.signal,
    locations,
  });
  return { robotsText, sitemap };
}
