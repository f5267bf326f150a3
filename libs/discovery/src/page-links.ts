import { load } from 'cheerio';
import { normalizePageUrl } from './url-hygiene.js';

/** A page with more links than this is a link farm or a sitemap page; the rest are ignored. */
const MAX_LINKS_PER_PAGE = 5_000;

/**
 * The normalised http(s) targets of a page's `a[href]` links, in document order and without
 * duplicates, resolved against `<base href>` when the page sets one. mailto:, tel:, javascript:
 * and other schemes fall out in normalisation.
 */
export function extractPageLinks(html: string, pageUrl: string): string[] {
  const $ = load(html);
  const baseHref = $('base[href]').first().attr('href');
  const base = (baseHref === undefined ? null : normalizePageUrl(baseHref, pageUrl)) ?? pageUrl;
  const links = new Set<string>();
  for (const anchor of $('a[href]')) {
    const href = $(anchor).attr('href');
    const url = href === undefined ? null : normalizePageUrl(href, base);
    if (url !== null) links.add(url);
    if (links.size >= MAX_LINKS_PER_PAGE) break;
  }
  return [...links];
}
