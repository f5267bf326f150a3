/**
 * The spelling-free key of a page address for matching navigation links to pages: the path and
 * query without `index.html`, `.html` or a trailing slash, so that `/guide/`, `/guide/index.html`
 * and `/guide` (or a host's redirect between them) name one page.
 */
export function navKeyOf(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname
    .replace(/\/index\.html?$/i, '/')
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '');
  return `${path || '/'}${parsed.search}`;
}
