import { hashRouteOf } from './script-built/hash-routes.js';

const TRACKING_PARAMS: ReadonlySet<string> = new Set(
  [
    'ref',
    'fbclid',
    'gclid',
    'dclid',
    'gbraid',
    'wbraid',
    'msclkid',
    'yclid',
    'mc_cid',
    'mc_eid',
    'igshid',
    // Session identifiers make every visit a new address for the same page.
    'sid',
    'sessionid',
    'session_id',
    'phpsessid',
    'jsessionid',
    'aspsessionid',
    'cfid',
    'cftoken',
    'zenid',
    'osCsid',
  ].map((name) => name.toLowerCase()),
);

/** Resources that are never HTML pages, recognised by the extension of the last path segment. */
const NON_HTML_EXTENSIONS: ReadonlySet<string> = new Set([
  ...['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'csv', 'epub'],
  ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp', 'tif', 'tiff', 'heic'],
  ...['mp3', 'mp4', 'm4a', 'm4v', 'mov', 'avi', 'wmv', 'webm', 'ogg', 'wav', 'flac', 'mkv'],
  ...['zip', 'gz', 'tgz', 'tar', 'rar', '7z', 'bz2', 'xz', 'dmg', 'exe', 'msi', 'apk', 'deb', 'rpm', 'iso'],
  ...['css', 'js', 'mjs', 'map', 'json', 'xml', 'rss', 'atom', 'woff', 'woff2', 'ttf', 'otf', 'eot', 'wasm'],
]);

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

/**
 * The canonical form of a page address, so the same page reached by different links counts once:
 * fragment (unless it names a hash route: see hashRouteOf), credentials and default port dropped,
 * host lower-cased, tracking parameters removed, repeated slashes collapsed. Null for anything that
 * is not an http(s) URL.
 */
export function normalizePageUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = base === undefined ? new URL(raw.trim()) : new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Each change makes the URL serialise itself again, and a page has hundreds of links: only what
  // is there is taken away.
  if (url.hash !== '' || url.href.endsWith('#')) url.hash = hashRouteOf(url.hash);
  if (url.username !== '' || url.password !== '') {
    url.username = '';
    url.password = '';
  }
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.slice(0, -1);
  // `;jsessionid=…` path parameters (Java servlets) name a session, not a page.
  if (/;|\/\//.test(url.pathname)) {
    url.pathname = url.pathname.replace(/;(jsessionid|sessionid|sid)=[^/]*/gi, '').replace(/\/{2,}/g, '/');
  }
  if (url.search !== '') {
    const names = [...new Set(url.searchParams.keys())];
    if (names.some(isTrackingParam)) {
      for (const name of names) if (isTrackingParam(name)) url.searchParams.delete(name);
    }
  }
  return url.href;
}

function siteKey(raw: string): string | null {
  try {
    const url = new URL(raw);
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    return `${host.startsWith('www.') ? host.slice(4) : host}:${url.port}`;
  } catch {
    return null;
  }
}

/** Same host (www and apex count as one) and same explicit port; the scheme does not matter. */
export function isSameSite(a: string, b: string): boolean {
  const keyA = siteKey(a);
  return keyA !== null && keyA === siteKey(b);
}

/**
 * The section of the site an address names: the folder it is in, and for a last segment with no
 * extension the folder it names (`/docs` and `/docs/` name `/docs/`, `/docs/intro.html` is in
 * `/docs/`, `/` is the whole site). Query and fragment are dropped.
 */
export function sectionOf(address: string): string {
  const url = new URL(address);
  const path = url.pathname;
  const last = path.slice(path.lastIndexOf('/') + 1);
  url.pathname = last === '' || last.includes('.') ? path.slice(0, path.lastIndexOf('/') + 1) : `${path}/`;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Whether a page belongs to the analysis: same site, and with `subpath` scope in the section of the
 * start address (`/docs/intro` and `/docs` itself are in the section of a start at `/docs/`).
 */
export function isInScope(url: string, startUrl: string, scope: 'site' | 'subpath'): boolean {
  if (!isSameSite(url, startUrl)) return false;
  if (scope === 'site') return true;
  const path = new URL(startUrl).pathname;
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const page = new URL(url).pathname;
  return page.startsWith(folder) || `${page}/` === folder;
}

/** False for addresses whose extension says they are documents, media, archives or assets. */
export function looksLikeHtmlPage(url: string): boolean {
  const lastSegment = new URL(url).pathname.split('/').pop() ?? '';
  const dot = lastSegment.lastIndexOf('.');
  if (dot <= 0) return true;
  return !NON_HTML_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}

/**
 * One key for the spellings static hosts answer with the same page: scheme, `www.`, a trailing
 * slash, `.html` and `/index.html` folded away (`/guide`, `/guide/`, `/guide.html`,
 * `/guide/index.html` and `https://www.host/guide` share one). Query strings and hash routes still tell
 * pages apart.
 */
export function pageSpellingKey(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname
    .replace(/(^|\/)index\.html?$/i, '$1')
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '');
  return `${host.startsWith('www.') ? host.slice(4) : host}:${parsed.port}${path}${parsed.search}${parsed.hash}`;
}
