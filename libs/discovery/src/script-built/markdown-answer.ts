import type { FetchResult } from '@signpost/fetch';
import { load } from 'cheerio';
import { isMarkdownPath, routeOfUrl, sourceOfRoute } from './hash-routes.js';
import { escapeHtml, markdownToHtml } from './markdown-html.js';

/**
 * A site whose pages its script builds from markdown files (Docsify and generators of its kind):
 * where the files are, and the name the site gives itself in its settings.
 */
export interface MarkdownSite {
  /** The folder routes are read from (Docsify's `basePath`), absolute. */
  base: string;
  name: string | null;
}

/** Types a static host serves a `.md` file with; none at all is common too. */
const MARKDOWN_TYPES: ReadonlySet<string> = new Set([
  'text/markdown',
  'text/x-markdown',
  'text/plain',
  'application/octet-stream',
]);

/** A successful answer holding a markdown file, not a page of markup (a host's catch-all index page). */
export function isMarkdownAnswer(result: FetchResult): boolean {
  if (result.status < 200 || result.status >= 300) return false;
  const type = result.contentType;
  if (type === 'text/markdown' || type === 'text/x-markdown') return true;
  if (type !== null && !MARKDOWN_TYPES.has(type)) return false;
  return (
    isMarkdownPath(new URL(result.url).pathname) &&
    !/^\s*<(?:!doctype|html)\b/i.test(result.text().slice(0, 512))
  );
}

/**
 * Where a link written in one of the site's markdown files leads, as the site's script reads it: a
 * hash route or a route without extension (`#/guide`, `guide`) to the file it is built from,
 * relative links from the site's base folder (Docsify's default). Other links are left alone.
 */
export function sourceLinkOf(href: string, site: MarkdownSite): string {
  // The root route is the home page, which is kept at its own address.
  const routeLink = (route: string) => (/^\/?$/.test(route) ? site.base : sourceOfRoute(route, site.base));
  if (/^#!?\//.test(href)) return routeLink(href.replace(/^#!?/, '').replace(/[?#].*$/, ''));
  if (href === '' || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) {
    const route =
      /^https?:/i.test(href) && href.startsWith(new URL(site.base).origin) ? routeOfUrl(href) : null;
    return route === null ? href : routeLink(route);
  }
  const target = new URL(href, site.base);
  const path = target.pathname;
  // A query on a markdown file names a place in its page (Docsify's `?id=heading`), not another file.
  if (isMarkdownPath(path)) target.search = '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  const basePath = new URL(site.base).pathname;
  // The base folder is the home page; another folder or a name without extension is a route.
  if (last.includes('.') || target.href === site.base) return target.href;
  if (path.startsWith(basePath)) return sourceOfRoute(path.slice(basePath.length), site.base);
  return new URL(last === '' ? 'README.md' : `${last}.md`, target).href;
}

/** The first heading's text, which such generators title the page with. */
function headingOf(html: string): string {
  const $ = load(html, null, false);
  return $('h1, h2').first().text().trim();
}

/**
 * A markdown answer as the page its site's script would build from it, for discovery and extraction
 * to read: titled as those generators title it (`heading - site name`), naming the site, and naming
 * the file itself as the page's markdown version. `pageUrl` is where the page is kept (the home page
 * is kept at its own address, built from its markdown file). Validators are kept only when the page
 * is the file itself, so a later conditional request asks about what was read.
 */
export function markdownAnswerAsPage(
  result: FetchResult,
  site: MarkdownSite,
  pageUrl = result.url,
): FetchResult {
  const { frontMatter, html } = markdownToHtml(result.text(), (href) => sourceLinkOf(href, site));
  const heading = frontMatter['title'] ?? headingOf(html);
  const title =
    site.name !== null && heading !== site.name && heading !== ''
      ? `${heading} - ${site.name}`
      : heading || (site.name ?? '');
  const head = [
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    site.name === null ? '' : `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    frontMatter['description'] === undefined
      ? ''
      : `<meta name="description" content="${escapeHtml(frontMatter['description'])}">`,
    `<link rel="alternate" type="text/markdown" href="${escapeHtml(result.url)}">`,
  ].join('');
  const page = `<!doctype html><html><head>${head}</head><body><main>${html}</main></body></html>`;
  const headers: Record<string, string> = { ...result.headers, 'content-type': 'text/html; charset=utf-8' };
  if (pageUrl !== result.url) {
    delete headers['etag'];
    delete headers['last-modified'];
  }
  const body = Buffer.from(page, 'utf8');
  return { ...result, url: pageUrl, contentType: 'text/html', headers, body, text: () => page };
}
