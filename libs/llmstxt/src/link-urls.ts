import type { LlmsTxtLink } from './parse.js';

/** URL.parse rather than a caught `new URL`: a thrown error costs microseconds, a file has 260,000 links. */
export function absoluteHttpUrl(url: string): URL | null {
  const parsed = URL.parse(url);
  return parsed?.protocol === 'http:' || parsed?.protocol === 'https:' ? parsed : null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A relative link (`/docs/a.md`, `a.md`, `//host/a`): no scheme of its own, so it leads somewhere only
 * from the file's address. A link with another scheme (`mailto:`) or none at all is not one.
 */
export const isRelativeLink = (url: string): boolean => url.trim() !== '' && !SCHEME.test(url);

/** A relative link resolved against the file's address as a browser would; null when that fails. */
export function resolveRelative(url: string, fileUrl: string): URL | null {
  const resolved = URL.parse(url, fileUrl);
  return resolved?.protocol === 'http:' || resolved?.protocol === 'https:' ? resolved : null;
}

/** The address a link stands for when comparing links: without its fragment. */
export const pageKey = (url: URL): string => `${url.origin}${url.pathname}${url.search}`;

/**
 * The links as they are followed from `fileUrl`: relative ones made absolute against it, the rest
 * as written. What the robots, sitemap and broken-link checks read, so that a file written with
 * relative links is judged on the pages it leads to.
 */
export function linksFrom(links: readonly LlmsTxtLink[], fileUrl: string): LlmsTxtLink[] {
  return links.map((link) => {
    if (absoluteHttpUrl(link.url) || !isRelativeLink(link.url)) return link;
    const resolved = resolveRelative(link.url, fileUrl);
    return resolved ? { ...link, url: resolved.href } : link;
  });
}
