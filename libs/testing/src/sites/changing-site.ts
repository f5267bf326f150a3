import { createHash } from 'node:crypto';
import { distinctProse } from './distinct-prose.js';
import { startRoutedSite, type RoutedResponse } from './routed-site.js';

/** A documentation site on 127.0.0.1 that a test changes between two readings of it. */
export interface ChangingSite {
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** Paths answered 304 Not Modified (to If-None-Match naming their ETag), in order. */
  notModified: string[];
  /** Adds a page, linked from the home page and listed in the sitemap. */
  addPage(path: string): void;
  /** Takes a page away: unlinked, out of the sitemap, and answering 404. */
  removePage(path: string): void;
  /** Gives a page new text. */
  editPage(path: string): void;
  /** Serves this text at /llms.txt; null answers 404. */
  setLlmsTxt(text: string | null): void;
  close(): Promise<void>;
}

/**
 * Served with an ETag of its text and a Last-Modified of its version, as a static site's server
 * sends them, so a reader that kept them can ask whether the page changed.
 */
function withValidators(body: string, version: number): RoutedResponse {
  const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
  const lastModified = new Date(Date.UTC(2025, 0, version)).toUTCString();
  return { body, headers: { etag, 'last-modified': lastModified } };
}

function docPage(path: string, version: number): RoutedResponse {
  const title = `Guide to ${path.slice(1)}`;
  const prose = distinctProse(`${path}#${version}`);
  return withValidators(
    `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="How ${path.slice(1)} works, version ${version}."></head><body><main><h1>${title}</h1>${prose}</main></body></html>`,
    version,
  );
}

/** Starts the site with `paths` under its home page. */
export async function startChangingSite(paths: string[]): Promise<ChangingSite> {
  const versions = new Map(paths.map((path) => [path, 1]));
  const routes: Record<string, RoutedResponse> = {};
  let llmsTxt: string | null = null;
  let homeVersion = 0;
  const rebuild = () => {
    // Paths taken away answer 404 from here on (the routed site reads this object on each request).
    for (const key of Object.keys(routes)) routes[key] = { status: 404, body: '<h1>Not found</h1>' };
    const live = [...versions.keys()];
    const links = live.map((path) => `<li><a href="${path}">Guide to ${path.slice(1)}</a></li>`).join('');
    homeVersion += 1;
    routes['/'] = withValidators(
      `<!doctype html><html lang="en"><head><title>Changing Docs</title><meta name="description" content="The documentation of Changing Docs."></head><body><main><h1>Changing Docs</h1>${distinctProse('home')}<ul>${links}</ul></main></body></html>`,
      homeVersion,
    );
    routes['/sitemap.xml'] = {
      type: 'application/xml',
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>{origin}/</loc></url>${live
        .map((path) => `<url><loc>{origin}${path}</loc></url>`)
        .join('')}</urlset>`,
    };
    routes['/robots.txt'] = {
      type: 'text/plain',
      body: 'User-agent: *\nAllow: /\nSitemap: {origin}/sitemap.xml\n',
    };
    for (const [path, version] of versions) routes[path] = docPage(path, version);
    if (llmsTxt !== null) routes['/llms.txt'] = { type: 'text/plain; charset=utf-8', body: llmsTxt };
  };
  rebuild();
  const site = await startRoutedSite(routes);
  return {
    origin: site.origin,
    requests: site.requests,
    notModified: site.notModified,
    addPage: (path) => {
      versions.set(path, 1);
      rebuild();
    },
    removePage: (path) => {
      versions.delete(path);
      rebuild();
    },
    editPage: (path) => {
      versions.set(path, (versions.get(path) ?? 0) + 1);
      rebuild();
    },
    setLlmsTxt: (text) => {
      llmsTxt = text;
      rebuild();
    },
    close: site.close,
  };
}
