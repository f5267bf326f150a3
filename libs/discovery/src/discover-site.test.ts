import { isAppError, type AppError } from '@signpost/errors';
import { createGuardedFetcher, type FetcherOptions } from '@signpost/fetch';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { discoverSite } from './discover-site.js';
import {
  gzippedFile,
  page,
  robotsTxt,
  sitemapIndex,
  startFixtureSite,
  urlset,
  type FixtureResponse,
  type FixtureSite,
} from './fixture-site.test-support.js';

const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';
const crawlSettings: FetcherOptions = {
  allowPrivate: true,
  userAgent: USER_AGENT,
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  hostConcurrency: 4,
};
const fetcher = createGuardedFetcher(crawlSettings);
let site: FixtureSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});
afterAll(() => fetcher.close());

async function serve(routes: Record<string, FixtureResponse>): Promise<FixtureSite> {
  site = await startFixtureSite(routes);
  return site;
}

function discover(fixture: FixtureSite, maxPages = 50, path = '/') {
  return discoverSite(`${fixture.origin}${path}`, { fetcher, userAgent: USER_AGENT, maxPages });
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const pathsOf = (fixture: FixtureSite, pages: { url: string }[]) =>
  pages.map(({ url }) => url.replace(fixture.origin, ''));

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
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/pricing', '/docs', '/blog/first']);
    expect(result.pages[0]).toEqual({
      url: `${fixture.origin}/`,
      source: 'homepage',
      lastModified: '2024-05-01T00:00:00.000Z',
    });
    expect(result.pages[3]).toEqual({
      url: `${fixture.origin}/blog/first`,
      source: 'sitemap',
      lastModified: '2024-06-01T10:00:00.000Z',
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
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/guide']);
  });

  it('honours the page cap while counting every page found', async () => {
    const paths = Array.from({ length: 30 }, (_, i) => ({ path: `/page-${i}` }));
    const fixture = await serve({ '/': page('Home', ['/page-0', '/extra']), '/sitemap.xml': urlset(paths) });
    const result = await discover(fixture, 10);
    expect(result.pages).toHaveLength(10);
    expect(pathsOf(fixture, result.pages).slice(0, 3)).toEqual(['/', '/page-0', '/page-1']);
    expect(result.totalPagesFound).toBe(32);
    expect(fixture.requests).not.toContain('/extra');
  });
});

describe('discoverSite: robots.txt', () => {
  it('skips and counts pages disallowed for our user agent, without fetching them', async () => {
    const fixture = await serve({
      '/': page('Home', ['/private/from-link', '/team', '/not-for-signpost']),
      '/robots.txt': robotsTxt(
        'User-agent: *\nDisallow: /private\n\nUser-agent: SignpostBot\nDisallow: /private\nDisallow: /not-for-signpost\n',
      ),
      '/sitemap.xml': urlset([{ path: '/private/a' }, { path: '/private/b' }, { path: '/public' }]),
      '/team': page('Team', ['/private/deep']),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/public', '/team']);
    expect(result.disallowedByRobots).toBe(5);
    expect(
      fixture.requests.filter((path) => path.startsWith('/private') || path === '/not-for-signpost'),
    ).toEqual([]);
  });

  it('fails with robots_disallowed when the homepage is disallowed, before fetching it', async () => {
    const fixture = await serve({
      '/': page('Home'),
      '/robots.txt': robotsTxt('User-agent: *\nDisallow: /\n'),
    });
    const error = await failureOf(discover(fixture));
    expect(error.code).toBe('robots_disallowed');
    expect(error.permanent).toBe(true);
    expect(fixture.requests).toEqual(['/robots.txt']);
  });
});

describe('discoverSite: links', () => {
  it('finds pages by a two-level breadth-first crawl when there is no sitemap', async () => {
    const fixture = await serve({
      '/': page('Home', [
        '/docs',
        'about',
        'mailto:hi@example.com',
        'tel:+100',
        'javascript:void(0)',
        '/brochure.pdf',
      ]),
      '/docs': page('Docs', ['/docs/intro', '/docs/api', 'https://elsewhere.example/']),
      '/about': page('About', ['/team', '/docs/intro']),
      '/docs/intro': page('Intro', ['/too-deep']),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual([
      '/',
      '/docs',
      '/about',
      '/docs/intro',
      '/docs/api',
      '/team',
    ]);
    expect(result.pages.slice(1).every((found) => found.source === 'link')).toBe(true);
    expect(result).toMatchObject({
      analysisMethod: 'fallback-crawl',
      sitemapFound: false,
      siteType: 'multi-page',
    });
    expect(fixture.requests).not.toContain('/docs/intro');
  });

  it('honours Crawl-delay by fetching crawl pages one at a time, spaced out', async () => {
    const fixture = await serve({
      '/': page('Home', ['/a', '/b', '/c']),
      '/robots.txt': robotsTxt('User-agent: *\nCrawl-delay: 0.2\n'),
    });
    const started = Date.now();
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/a', '/b', '/c']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('collapses tracking-parameter and fragment duplicates', async () => {
    const fixture = await serve({
      '/': page('Home', [
        '/pricing?utm_source=news',
        '/pricing#plans',
        '/pricing?ref=hn',
        '//pricing',
        '/pricing?fbclid=1',
      ]),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/pricing']);
  });

  it('reports a page with no links and no sitemap as homepage-only', async () => {
    const fixture = await serve({ '/': page('Just one page', ['#top', '/']) });
    const result = await discover(fixture);
    expect(result).toMatchObject({
      pages: [{ url: `${fixture.origin}/`, source: 'homepage', lastModified: null }],
      totalPagesFound: 1,
      analysisMethod: 'homepage-only',
      siteType: 'single-page',
      sitemapFound: false,
    });
  });

  it('starts from the final address of a redirected start page', async () => {
    const fixture = await serve({
      '/start': { status: 301, headers: { location: '/home/' } },
      '/home/': page('Home', ['next']),
    });
    const result = await discover(fixture, 50, '/start');
    expect(result.homepageUrl).toBe(`${fixture.origin}/home/`);
    expect(pathsOf(fixture, result.pages)).toEqual(['/home/', '/home/next']);
  });
});

describe('discoverSite: failures', () => {
  it('fails with site_unreachable when nothing listens', async () => {
    const fixture = await startFixtureSite({});
    await fixture.close();
    const error = await failureOf(discover(fixture));
    expect(error.code).toBe('site_unreachable');
    expect(error.permanent).toBe(false);
  });

  it.each([
    [404, 'site_not_found', true],
    [410, 'site_not_found', true],
    [403, 'site_forbidden', true],
    [401, 'site_forbidden', true],
    [429, 'site_rate_limited', false],
    [500, 'site_unreachable', false],
  ])('maps a homepage answering %i to %s', async (status, code, permanent) => {
    const fixture = await serve({ '/': { status, headers: { 'retry-after': '0' }, body: 'no' } });
    const error = await failureOf(discover(fixture));
    expect(error.code).toBe(code);
    expect(error.permanent).toBe(permanent);
  });

  it('fails with no_pages when the homepage is not HTML', async () => {
    const fixture = await serve({ '/': { type: 'application/json', body: '{}' } });
    expect((await failureOf(discover(fixture))).code).toBe('no_pages');
  });

  it('fails with address_refused for a private address when private networks are closed', async () => {
    const fixture = await serve({ '/': page('Home') });
    const guarded = createGuardedFetcher({ ...crawlSettings, allowPrivate: false });
    const error = await failureOf(
      discoverSite(`${fixture.origin}/`, { fetcher: guarded, userAgent: USER_AGENT, maxPages: 5 }),
    );
    await guarded.close();
    expect(error.code).toBe('address_refused');
    expect(fixture.requests).toEqual([]);
  });
});
