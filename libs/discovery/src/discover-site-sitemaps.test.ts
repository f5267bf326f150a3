import { describe, expect, it } from 'vitest';
import { gzippedFile, page, pagesAt, robotsTxt, sitemapIndex, urlset } from '@signpost/testing/sites';
import { discoveryFixtures, pathsOf } from './testing/discover-site.test-support.js';

const { serve, discover } = discoveryFixtures();

describe('discoverSite: sitemaps', () => {
  it('reads /sitemap.xml as an index of nested sitemaps, in order, with lastmod', async () => {
    const fixture = await serve({
      '/': page('Home'),
      '/sitemap.xml': sitemapIndex(['/sitemaps/pages.xml', '/sitemaps/nested-index.xml']),
      '/sitemaps/pages.xml': urlset([
        { path: '/', lastmod: '2024-05-01' },
        { path: '/pricing' },
        { path: '/docs' },
      ]),
      '/sitemaps/nested-index.xml': sitemapIndex(['/sitemaps/blog.xml.gz']),
      '/sitemaps/blog.xml.gz': gzippedFile(
        urlset([{ path: '/blog/first', lastmod: '2024-06-01T10:00:00Z' }]),
      ),
      ...pagesAt('/pricing', '/docs', '/blog/first'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/pricing', '/docs', '/blog/first']);
    expect(result.pages[0]).toEqual({
      url: `${fixture.origin}/`,
      source: 'homepage',
      lastModified: '2024-05-01T00:00:00.000Z',
      state: 'fetched',
    });
    expect(result.pages[3]).toEqual({
      url: `${fixture.origin}/blog/first`,
      source: 'sitemap',
      lastModified: '2024-06-01T10:00:00.000Z',
      state: 'fetched',
    });
    expect(result).toMatchObject({
      homepageUrl: `${fixture.origin}/`,
      sitemapFound: true,
      analysisMethod: 'sitemap',
      siteType: 'multi-page',
      totalPagesFound: 4,
      disallowedByRobots: 0,
    });
  });

  it('falls back to /sitemap_index.xml', async () => {
    const fixture = await serve({
      '/': page('Home'),
      '/sitemap_index.xml': sitemapIndex(['/post-sitemap.xml']),
      '/post-sitemap.xml': urlset([{ path: '/hello-world' }]),
      ...pagesAt('/hello-world'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/hello-world']);
    expect(result.analysisMethod).toBe('sitemap');
  });

  it('uses the Sitemap lines of robots.txt and reports the method as robots.txt', async () => {
    const fixture = await serve({
      '/': page('Home'),
      '/robots.txt': robotsTxt('User-agent: *\nAllow: /\nSitemap: {origin}/maps/main.xml\n'),
      '/maps/main.xml': urlset([{ path: '/features' }, { path: '/about' }]),
      '/sitemap.xml': urlset([{ path: '/not-read' }]),
      ...pagesAt('/features', '/about'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/features', '/about']);
    expect(result.analysisMethod).toBe('robots.txt');
    expect(fixture.requests).not.toContain('/sitemap.xml');
  });

  it('keeps only same-site HTML pages from a sitemap', async () => {
    const fixture = await serve({
      '/': page('Home'),
      '/sitemap.xml': {
        type: 'application/xml',
        body: `<urlset><url><loc>{origin}/guide</loc></url><url><loc>https://elsewhere.example/x</loc></url>
          <url><loc>{origin}/files/manual.pdf</loc></url><url><loc>{origin}/guide?utm_source=sitemap</loc></url></urlset>`,
      },
      ...pagesAt('/guide'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/guide']);
  });

  it('honours the page cap while counting every page found', async () => {
    const paths = Array.from({ length: 30 }, (_, i) => ({ path: `/page-${i}` }));
    const fixture = await serve({
      '/': page('Home', ['/page-0', '/extra']),
      '/sitemap.xml': urlset(paths),
      ...pagesAt(...paths.map(({ path }) => path), '/extra'),
    });
    const result = await discover(fixture, 10);
    expect(result.pages).toHaveLength(10);
    expect(result.pages.every((found) => found.state === 'fetched')).toBe(true);
    expect(pathsOf(fixture, result.pages).slice(0, 3)).toEqual(['/', '/page-0', '/page-1']);
    expect(result.totalPagesFound).toBe(32);
    expect(fixture.requests).not.toContain('/extra');
    expect(fixture.requests.filter((path) => path.startsWith('/page-')).length).toBeLessThanOrEqual(13);
  });
});

describe('discoverSite: sitemap formats', () => {
  it('reads plain-text sitemaps, RSS feeds the homepage names, and hreflang alternates', async () => {
    const fixture = await serve({
      '/': {
        body: '<title>Home</title><link rel="alternate" type="application/rss+xml" href="/feed.xml">',
      },
      '/robots.txt': robotsTxt('Sitemap: {origin}/urls.txt\nSitemap: {origin}/alt.xml\n'),
      '/urls.txt': { type: 'text/plain', body: '{origin}/from-text\n\nnot a url\n{origin}/also-text\n' },
      '/alt.xml': {
        type: 'application/xml',
        body: `<urlset xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>{origin}/en</loc>
          <xhtml:link rel="alternate" hreflang="de" href="{origin}/de"/></url></urlset>`,
      },
      '/feed.xml': {
        type: 'application/rss+xml',
        body: '<rss><channel><link>{origin}/</link><item><link>{origin}/posts/hello</link></item></channel></rss>',
      },
      ...pagesAt('/from-text', '/also-text', '/en', '/de', '/posts/hello'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual([
      '/',
      '/from-text',
      '/also-text',
      '/en',
      '/posts/hello',
      '/de',
    ]);
    expect(result).toMatchObject({ sitemapFound: true, analysisMethod: 'robots.txt' });
  });
});
