import { describe, expect, it } from 'vitest';
import { robotsTxt, urlset, type RoutedResponse } from '@signpost/testing/sites';
import type { CrawledPage } from './crawl-options.js';
import type { PreviousPage, UnchangedPage } from './previous-reading.js';
import { discoverSite } from './discover-site.js';
import { discoveryFixtures, pathsOf, USER_AGENT } from './testing/discover-site.test-support.js';

const { fetcher, serve } = discoveryFixtures();

/** A page served with an ETag naming its version, as a static site's server sends one. */
function page(title: string, links: string[], version = 1): RoutedResponse {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join(' ');
  const prose = `<p>${`${title} explained at length, version ${version}, for every reader. `.repeat(6)}</p>`;
  return {
    body: `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${prose}${anchors}</main></body></html>`,
    headers: { etag: `"${title}-${version}"`, 'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT' },
  };
}

describe('discoverSite with a previous reading', () => {
  it('keeps unchanged pages on a 304, fetches a changed one in full, and ends with the pages of a full crawl', async () => {
    // /a and /b/deep are found only through links of pages that will answer 304 or change.
    const routes: Record<string, RoutedResponse> = {
      '/robots.txt': robotsTxt('User-agent: *\nAllow: /\nSitemap: {origin}/sitemap.xml\n'),
      '/sitemap.xml': urlset([{ path: '/' }, { path: '/a' }]),
      '/': page('Home', ['/a', '/b']),
      '/a': page('A', ['/a/deep']),
      '/a/deep': page('A deep', []),
      '/b': page('B', ['/b/deep']),
      '/b/deep': page('B deep', []),
    };
    const site = await serve(routes);
    const validators = new Map<string, Pick<PreviousPage, 'etag' | 'lastModified'>>();
    const first = await discoverSite(`${site.origin}/`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      onPage: ({ url, headers }: CrawledPage) => {
        validators.set(url, {
          etag: headers['etag'] ?? null,
          lastModified: headers['last-modified'] ?? null,
        });
      },
    });
    expect(first.unchangedPages).toBe(0);
    expect(site.notModified).toEqual([]);

    routes['/b'] = page('B', ['/b/deep'], 2);
    routes['/a/deep'] = { status: 404, body: '<h1>Gone</h1>' };
    const requestsBefore = site.requests.length;
    const unchanged: UnchangedPage[] = [];
    const read: string[] = [];
    const again = await discoverSite(`${site.origin}/`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      onPage: ({ url }: CrawledPage) => void read.push(url),
      previous: {
        pages: first.pages.map(({ url, source }) => ({
          url,
          source,
          etag: validators.get(url)?.etag ?? null,
          lastModified: validators.get(url)?.lastModified ?? null,
        })),
        onUnchanged: (page) => void unchanged.push(page),
      },
    });
    const requested = site.requests.slice(requestsBefore);

    expect(site.notModified).toEqual(['/a', '/b/deep']);
    expect(unchanged.map(({ url }) => url.replace(site.origin, ''))).toEqual(['/a', '/b/deep']);
    expect(unchanged[0]?.headers['etag']).toBe('"A-1"');
    expect(again.unchangedPages).toBe(2);
    // The home page is read in full to reach the site; the changed page comes in full once.
    expect(
      pathsOf(
        site,
        read.map((url) => ({ url })),
      ),
    ).toEqual(['/', '/b']);
    expect(requested.filter((path) => path === '/b')).toHaveLength(1);
    expect(requested.filter((path) => path === '/a')).toHaveLength(1);

    const full = await discoverSite(`${site.origin}/`, { fetcher, userAgent: USER_AGENT, maxPages: 50 });
    expect(pathsOf(site, again.pages)).toEqual(['/', '/a', '/b', '/b/deep']);
    expect(again.pages).toEqual(full.pages);
    expect(again.droppedPages).toEqual(full.droppedPages);
    expect(again.analysisMethod).toBe(full.analysisMethod);
  });
});
