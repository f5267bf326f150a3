import zlib from 'node:zlib';
import { startLocalServer } from '../servers/local-server.js';

export interface RoutedResponse {
  status?: number;
  type?: string;
  headers?: Record<string, string>;
  /** `{origin}` in text is replaced by the server's origin, so sitemaps can hold absolute addresses. */
  body?: string | ((origin: string) => Buffer);
}

export interface RoutedSite {
  origin: string;
  /** Paths requested so far, in order (query strings included). */
  requests: string[];
  /** Paths answered 304 Not Modified, in order. */
  notModified: string[];
  close(): Promise<void>;
}

/**
 * A small website on 127.0.0.1: unknown paths answer the `*` route, else 404. A route whose headers
 * carry an ETag answers 304 to a request whose If-None-Match names it.
 */
export async function startRoutedSite(routes: Record<string, RoutedResponse>): Promise<RoutedSite> {
  const requests: string[] = [];
  const notModified: string[] = [];
  const server = await startLocalServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const route = routes[path] ?? routes[path.split('?')[0] ?? path] ?? routes['*'];
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const etag = route.headers?.['etag'];
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      notModified.push(path);
      response.writeHead(304, route.headers).end();
      return;
    }
    const body =
      typeof route.body === 'function'
        ? route.body(origin)
        : (route.body ?? '').replaceAll('{origin}', origin);
    response
      .writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html', ...route.headers })
      .end(body);
  });
  const origin = server.url;
  return { origin, requests, notModified, close: server.close };
}

export function page(title: string, links: string[] = []): RoutedResponse {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join('\n');
  return { body: `<!doctype html><html><head><title>${title}</title></head><body>${anchors}</body></html>` };
}

/** A page for each path, titled by its path and linking nowhere. */
export function pagesAt(...paths: string[]): Record<string, RoutedResponse> {
  return Object.fromEntries(paths.map((path) => [path, page(`Page ${path}`)]));
}

export function urlset(paths: { path: string; lastmod?: string }[]): RoutedResponse {
  const urls = paths.map(
    ({ path, lastmod }) =>
      `<url><loc>{origin}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return {
    type: 'application/xml',
    body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
  };
}

export function sitemapIndex(paths: string[]): RoutedResponse {
  const entries = paths.map((path) => `<sitemap><loc>{origin}${path}</loc></sitemap>`);
  return { type: 'application/xml', body: `<sitemapindex>${entries.join('')}</sitemapindex>` };
}

export function robotsTxt(text: string): RoutedResponse {
  return { type: 'text/plain', body: text };
}

/** The same document gzipped as a file (no Content-Encoding), the way sitemap.xml.gz is served. */
export function gzippedFile(response: RoutedResponse): RoutedResponse {
  const text = typeof response.body === 'string' ? response.body : '';
  return { type: 'application/gzip', body: (origin) => zlib.gzipSync(text.replaceAll('{origin}', origin)) };
}
