import { onSite } from './candidates.js';
import type { ReadinessSteps } from './readiness-steps.js';
import { MAX_LOCATIONS } from './reading/sitemap-facts.js';
import { isOk, type SiteFetch } from './site-fetch.js';
import { factsOrNull } from './step-facts.js';

export interface SitemapReading {
  /** The sitemap read, or null when the site has none that answers. */
  url: string | null;
  /** Page addresses it lists (at most MAX_LOCATIONS). */
  pages: string[];
  /** The newest `<lastmod>` it gives, when it gives any. */
  newest: Date | null;
}

const SITEMAP_BYTES = 10 * 1024 * 1024;
const XML_ACCEPT = 'application/xml,text/xml;q=0.9,*/*;q=0.5';
const NO_SITEMAP: SitemapReading = { url: null, pages: [], newest: null };

/**
 * The first sitemap on the site that answers: the first few robots.txt names on the site's origin,
 * else /sitemap.xml; an index is followed to its first few sitemaps on the origin.
 */
export async function readSitemap(
  fetch: SiteFetch,
  steps: ReadinessSteps,
  origin: string,
  declared: readonly string[],
): Promise<SitemapReading> {
  const read = async (url: string) => {
    const answer = await fetch.get(url, { purpose: 'sitemap', accept: XML_ACCEPT, maxBytes: SITEMAP_BYTES });
    return isOk(answer) ? factsOrNull(() => steps.readSitemap(answer.text())) : null;
  };
  const candidates = onSite(declared, origin);
  for (const candidate of candidates.length > 0 ? candidates : [`${origin}/sitemap.xml`]) {
    const sitemap = await read(candidate);
    if (sitemap === null || sitemap.kind === null) continue;
    if (sitemap.kind === 'urlset') {
      const newest = sitemap.newest === null ? null : new Date(sitemap.newest);
      return { url: candidate, pages: sitemap.locations, newest };
    }
    const pages: string[] = [];
    let newest = sitemap.newest;
    for (const child of onSite(sitemap.locations, origin)) {
      const childSitemap = await read(child);
      if (childSitemap === null) continue;
      pages.push(...childSitemap.locations.slice(0, MAX_LOCATIONS - pages.length));
      if (childSitemap.newest !== null && (newest === null || childSitemap.newest > newest)) {
        newest = childSitemap.newest;
      }
    }
    return { url: candidate, pages, newest: newest === null ? null : new Date(newest) };
  }
  return NO_SITEMAP;
}
