/** What one sitemap document lists. */
export interface SitemapFacts {
  /** A list of pages, an index of other sitemaps, or neither (not a sitemap). */
  kind: 'urlset' | 'index' | null;
  /** The addresses it lists, the first MAX_LOCATIONS. */
  locations: string[];
  /** The newest `<lastmod>` it gives, in milliseconds since the epoch. */
  newest: number | null;
}

/** Pages the report compares with the llms.txt: an index's worth, not a crawl. */
export const MAX_LOCATIONS = 500;
/** A document is read this far (the fetch's own cap, again here so that no step takes more). */
const MAX_XML_CHARS = 10 * 1024 * 1024;
/** Entries of a tag read: the most the sitemaps protocol allows in one file. */
const MAX_ENTRIES = 50_000;

/** The values of a tag, the first MAX_ENTRIES of them (empty ones included). */
function* valuesOf(xml: string, tag: 'loc' | 'lastmod'): Generator<string> {
  let read = 0;
  for (const match of xml.matchAll(new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[)?([^<\\]]*)`, 'gi'))) {
    if (read === MAX_ENTRIES) return;
    read += 1;
    yield (match[1] ?? '').trim();
  }
}

export function readSitemap(document: string): SitemapFacts {
  const xml = document.slice(0, MAX_XML_CHARS);
  const kind = /<sitemapindex[\s>]/i.test(xml) ? 'index' : /<urlset[\s>]/i.test(xml) ? 'urlset' : null;
  const locations: string[] = [];
  for (const value of valuesOf(xml, 'loc')) {
    const location = value.replace(/&amp;/g, '&');
    if (location !== '') locations.push(location);
    if (locations.length === MAX_LOCATIONS) break;
  }
  // A loop, not Math.max(...dates): a sitemap can give more dates than a call takes arguments.
  let newest: number | null = null;
  for (const value of valuesOf(xml, 'lastmod')) {
    const time = Date.parse(value);
    if (Number.isFinite(time) && (newest === null || time > newest)) newest = time;
  }
  return { kind, locations, newest };
}
