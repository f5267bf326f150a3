/**
 * Hash routes: single-page applications that route by fragment (`/#/quickstart`, `/#!/about`) show
 * a different page for each, so such a fragment names a page. Any other fragment (`#install`) is a
 * place within a page and is dropped as before.
 */

const ROUTE = /^#!?\//;

/**
 * The fragment to keep of a URL's `hash`: the route it names, without the route's own query
 * (Docsify's `?id=heading` is a place in the page), or '' when it names no route or the root one
 * (`/#/` is the page itself).
 */
export function hashRouteOf(hash: string): string {
  if (!ROUTE.test(hash)) return '';
  const route = `#${hash.slice(1).replace(/[?#].*$/, '')}`;
  return /^#!?\/$/.test(route) ? '' : route;
}

/** The route of an address (`/quickstart` for `https://host/#/quickstart`), or null when it names none. */
export function routeOfUrl(url: string): string | null {
  const route = hashRouteOf(new URL(url).hash);
  return route === '' ? null : route.replace(/^#!?/, '');
}

const MARKDOWN_FILE = /\.(?:md|markdown)$/i;

export const isMarkdownPath = (path: string): boolean => MARKDOWN_FILE.test(path);

/**
 * The markdown file a route is built from, as generators of its kind (Docsify, Docute) lay their
 * files out under `base`: `/guide` is `guide.md`, a folder `/guide/` its `README.md`.
 */
export function sourceOfRoute(route: string, base: string): string {
  const path = route.replace(/^\/+/, '');
  if (path === '' || path.endsWith('/')) return new URL(`${path}README.md`, base).href;
  return new URL(isMarkdownPath(path) ? path : `${path}.md`, base).href;
}
