import { load, type CheerioAPI } from 'cheerio';
import { firstInPage, selectInPage } from '@signpost/extraction/page-query';
import { normalizePageUrl } from './url-hygiene.js';

/** A page with more links than this is a link farm or a sitemap page; the rest are ignored. */
const MAX_LINKS_PER_PAGE = 5_000;

/** The address relative links resolve against: `<base href>` when the page sets one. */
export function baseUrlOf($: CheerioAPI, pageUrl: string): string {
  const baseHref = firstInPage($, 'base[href]')?.attribs['href'];
  return (baseHref === undefined ? null : normalizePageUrl(baseHref, pageUrl)) ?? pageUrl;
}

/**
 * The normalised http(s) targets of a page's `a[href]` and `area[href]` links, in document order
 * and without duplicates. mailto:, tel:, javascript: and other schemes fall out in normalisation.
 */
export function readLinks($: CheerioAPI, pageUrl: string, base = baseUrlOf($, pageUrl)): string[] {
  const links = new Set<string>();
  for (const anchor of selectInPage($, 'a[href], area[href]')) {
    const href = anchor.attribs['href'];
    const url = href === undefined ? null : normalizePageUrl(href, base);
    if (url !== null) links.add(url);
    if (links.size >= MAX_LINKS_PER_PAGE) break;
  }
  return [...links];
}

export function extractPageLinks(html: string, pageUrl: string): string[] {
  return readLinks(load(html), pageUrl);
}
