import { load } from 'cheerio';

/** The sitemaps protocol allows 50,000 entries per file; anything beyond is ignored. */
export const MAX_ENTRIES_PER_SITEMAP = 50_000;

export interface SitemapEntry {
  loc: string;
  lastModified: string | null;
}

export type ParsedSitemap =
  | { kind: 'urlset'; entries: SitemapEntry[] }
  | { kind: 'index'; sitemaps: SitemapEntry[] }
  | { kind: 'not-a-sitemap' };

/** W3C datetime (or anything Date can read) as an ISO timestamp; null when absent or unreadable. */
function isoDate(raw: string): string | null {
  if (raw === '') return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Reads a sitemap or sitemap index. htmlparser2 in XML mode does not expand external or custom
 * entities, so hostile XML cannot blow up or read files.
 */
export function parseSitemap(xml: string): ParsedSitemap {
  const $ = load(xml, { xml: true });
  const readEntries = (selector: string): SitemapEntry[] => {
    const entries: SitemapEntry[] = [];
    for (const element of $(selector).slice(0, MAX_ENTRIES_PER_SITEMAP)) {
      const node = $(element);
      const loc = node.children('loc').first().text().trim();
      if (loc !== '')
        entries.push({ loc, lastModified: isoDate(node.children('lastmod').first().text().trim()) });
    }
    return entries;
  };
  if ($('sitemapindex').length > 0) return { kind: 'index', sitemaps: readEntries('sitemapindex > sitemap') };
  if ($('urlset').length > 0) return { kind: 'urlset', entries: readEntries('urlset > url') };
  return { kind: 'not-a-sitemap' };
}
