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
 * Links written from the site's root or in full normalise the same on every page, and most of a
 * page's links (its menus and footer) are on every page: each thread normalises one of those once.
 * Keyed by the page's origin and the link as written.
 */
const sharedLinks = new Map<string, string | null>();
const MAX_SHARED_LINKS = 20_000;

/**
 * The same text, holding nothing else: an attribute read from a page's markup is a slice of the
 * whole markup, and a slice kept in a cache kept its page in memory (50 MB of pages on the Starlight
 * docs). Slicing a joined string copies it first.
 */
export function detached(text: string): string {
  return ` ${text}`.slice(1);
}

export function originOf(base: string): string | null {
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

/** A link written from the site's root (`/guide`, not `//host`): it resolves alike from every page of an origin. */
export const isFromRoot = (written: string) => written.startsWith('/') && !written.startsWith('//');

/** A link written in full: it resolves alike from every page. */
export const isInFull = (written: string) => /^https?:\/\//i.test(written);

/** `normalizePageUrl` for a link of a page whose links resolve against `base`, of origin `origin`. */
export function normalizeLink(href: string, base: string, origin: string | null): string | null {
  const written = href.trim();
  const key = isFromRoot(written) && origin !== null ? origin + written : isInFull(written) ? written : null;
  if (key === null) return normalizePageUrl(written, base);
  const known = sharedLinks.get(key);
  if (known !== undefined) return known;
  const url = normalizePageUrl(written, base);
  if (sharedLinks.size >= MAX_SHARED_LINKS) sharedLinks.clear();
  sharedLinks.set(detached(key), url);
  return url;
}

/**
 * The normalised http(s) targets of a page's `a[href]` and `area[href]` links, in document order
 * and without duplicates. mailto:, tel:, javascript: and other schemes fall out in normalisation.
 */
export function readLinks($: CheerioAPI, pageUrl: string, base = baseUrlOf($, pageUrl)): string[] {
  const links = new Set<string>();
  const origin = originOf(base);
  for (const anchor of selectInPage($, 'a[href], area[href]')) {
    const href = anchor.attribs['href'];
    const url = href === undefined ? null : normalizeLink(href, base, origin);
    if (url !== null) links.add(url);
    if (links.size >= MAX_LINKS_PER_PAGE) break;
  }
  return [...links];
}

export function extractPageLinks(html: string, pageUrl: string): string[] {
  return readLinks(load(html), pageUrl);
}
