import { describe, expect, it } from 'vitest';
import { discoverSite } from './discover-site.js';
import { discoveryFixtures, failureOf, pathsOf, USER_AGENT } from './discover-site.test-support.js';
import {
  gzippedFile,
  page,
  pagesAt,
  robotsTxt,
  sitemapIndex,
  urlset,
  type FixtureResponse,
} from './fixture-site.test-support.js';

const { fetcher, serve, discover } = discoveryFixtures();

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

describe('discoverSite: robots.txt', () => {
  it('skips and counts pages disallowed for our user agent, without fetching them', async () => {
    const fixture = await serve({
      '/': page('Home', ['/private/from-link', '/team', '/not-for-signpost']),
      '/robots.txt': robotsTxt(
        'User-agent: *\nDisallow: /private\n\nUser-agent: SignpostBot\nDisallow: /private\nDisallow: /not-for-signpost\n',
      ),
      '/sitemap.xml': urlset([{ path: '/private/a' }, { path: '/private/b' }, { path: '/public' }]),
      '/team': page('Team', ['/private/deep']),
      ...pagesAt('/public'),
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
  it('crawls breadth-first to any depth when there is no sitemap', async () => {
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
      '/docs/intro': page('Intro', ['/deep/one']),
      '/deep/one': page('Deep', ['/deep/two']),
      ...pagesAt('/docs/api', '/team', '/deep/two'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual([
      '/',
      '/docs',
      '/about',
      '/docs/intro',
      '/docs/api',
      '/team',
      '/deep/one',
      '/deep/two',
    ]);
    expect(result.pages.slice(1).every((found) => found.source === 'link')).toBe(true);
    expect(result).toMatchObject({
      analysisMethod: 'fallback-crawl',
      sitemapFound: false,
      siteType: 'multi-page',
    });
    expect(fixture.requests.filter((path) => path === '/docs/intro')).toHaveLength(1);
  });

  it('honours Crawl-delay by fetching crawl pages one at a time, spaced out', async () => {
    const fixture = await serve({
      '/': page('Home', ['/a', '/b', '/c']),
      '/robots.txt': robotsTxt('User-agent: *\nCrawl-delay: 0.2\n'),
      ...pagesAt('/a', '/b', '/c'),
    });
    const started = Date.now();
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/a', '/b', '/c']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('collapses tracking-parameter, session and fragment duplicates', async () => {
    const fixture = await serve({
      '/': page('Home', [
        '/pricing?utm_source=news',
        '/pricing#plans',
        '/pricing?ref=hn',
        '//pricing',
        '/pricing?fbclid=1',
        '/pricing?PHPSESSID=abc',
        '/pricing;jsessionid=XYZ',
      ]),
      ...pagesAt('/pricing'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/pricing']);
    expect(fixture.requests.filter((path) => path.startsWith('/pricing'))).toEqual(['/pricing']);
  });

  it('reports a page with no links and no sitemap as homepage-only', async () => {
    const fixture = await serve({ '/': page('Just one page', ['#top', '/']) });
    const result = await discover(fixture);
    expect(result).toMatchObject({
      pages: [{ url: `${fixture.origin}/`, source: 'homepage', lastModified: null, state: 'fetched' }],
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
      ...pagesAt('/home/next'),
    });
    const result = await discover(fixture, 50, '/start');
    expect(result.homepageUrl).toBe(`${fixture.origin}/home/`);
    expect(pathsOf(fixture, result.pages)).toEqual(['/home/', '/home/next']);
  });
});

describe('discoverSite: what each page says about itself', () => {
  it('resolves redirects to their final address and drops stale and non-HTML entries', async () => {
    const fixture = await serve({
      '/': page('Home', ['/old-name', '/also-old']),
      '/sitemap.xml': urlset([{ path: '/gone' }, { path: '/removed' }, { path: '/data' }, { path: '/kept' }]),
      '/old-name': { status: 301, headers: { location: '/new-name' } },
      '/also-old': { status: 302, headers: { location: '/kept' } },
      '/gone': { status: 410, body: 'gone' },
      '/data': { type: 'application/json', body: '{}' },
      ...pagesAt('/new-name', '/kept'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/kept', '/new-name']);
    expect(result.totalPagesFound).toBe(3);
  });

  it('drops noindex pages but follows their links, unless nofollow', async () => {
    const fixture = await serve({
      '/': page('Home', ['/listing', '/hidden-listing', '/header-noindex']),
      '/listing': {
        body: '<meta name="robots" content="noindex"><title>Listing</title><a href="/item">item</a>',
      },
      '/hidden-listing': {
        body: '<meta name="signpostbot" content="noindex, nofollow"><a href="/secret-item">x</a>',
      },
      '/header-noindex': { headers: { 'x-robots-tag': 'noindex' }, body: '<title>Header</title>' },
      ...pagesAt('/item', '/secret-item'),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/item']);
    expect(fixture.requests).not.toContain('/secret-item');
  });

  it('honours canonical links', async () => {
    const fixture = await serve({
      '/': page('Home', ['/shoes?color=red']),
      '/shoes': { body: '<link rel="canonical" href="/shoes"><title>Shoes</title>' },
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/shoes']);
  });

  it('drops soft 404s: pages that look like the answer to an address that cannot exist', async () => {
    const fixture = await serve({
      '/': page('Home', ['/real', '/vanished', '/says-404']),
      '/real': page('Real page'),
      '/says-404': { body: '<title>Page not found</title><p>Sorry.</p>' },
      '*': { body: '<title>Oops</title><h1>We looked everywhere</h1><p>Try the search.</p>' },
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/real']);
  });

  it('skips pages outside the start folder with subpath scope', async () => {
    const fixture = await serve({
      '/docs/': page('Docs', ['/docs/intro', '/blog/post', '/']),
      '/docs/intro': page('Intro'),
      ...pagesAt('/blog/post', '/'),
    });
    const result = await discoverSite(`${fixture.origin}/docs/`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      scope: 'subpath',
    });
    expect(pathsOf(fixture, result.pages)).toEqual(['/docs/', '/docs/intro']);
    expect(fixture.requests).not.toContain('/blog/post');
  });

  it('hands every kept page to onPage once, and keeps failed pages with their error', async () => {
    const fixture = await serve({
      '/': page('Home', ['/a', '/broken']),
      '/broken': { status: 500, body: 'down' },
      ...pagesAt('/a'),
    });
    const handed: string[] = [];
    const result = await discoverSite(`${fixture.origin}/`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      onPage: (crawled) => {
        handed.push(crawled.url.replace(fixture.origin, ''));
        expect(crawled.html).toContain('<title>');
      },
    });
    expect(handed).toEqual(['/', '/a']);
    expect(result.pages.map((found) => found.state)).toEqual(['fetched', 'fetched', 'failed']);
    expect(result.pages[2]?.failure).toEqual({ status: 500, message: 'The page answered HTTP 500' });
  });

  it('renders a page that arrives as an empty JavaScript shell', async () => {
    const shell = '<html><body><div id="root"></div><script src="/app.js"></script></body></html>';
    const fixture = await serve({
      '/': page('Home', ['/app']),
      '/app': { body: shell },
      ...pagesAt('/app/inside'),
    });
    const rendered: string[] = [];
    const result = await discoverSite(`${fixture.origin}/`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      renderer: {
        render: (url) => {
          rendered.push(url);
          return Promise.resolve({ url, html: '<title>App</title><a href="/app/inside">inside</a>' });
        },
      },
    });
    expect(rendered).toEqual([`${fixture.origin}/app`]);
    expect(result.renderedPages).toBe(1);
    expect(pathsOf(fixture, result.pages)).toContain('/app/inside');
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

describe('discoverSite: crawler traps', () => {
  it('spends only a few requests on an endless calendar and exploding filters', async () => {
    const calendar = (path: string): FixtureResponse => {
      const [year, month] = path.split('/').slice(2).map(Number);
      const next = `/calendar/${(year ?? 0) + ((month ?? 0) === 12 ? 1 : 0)}/${((month ?? 0) % 12) + 1}`;
      return { body: `<title>Events</title><a href="${next}">next</a>` };
    };
    const routes: Record<string, FixtureResponse> = {
      '/': page('Home', ['/calendar/2024/1', '/shop', '/a/b/a/b/a/b']),
      '/shop': page(
        'Shop',
        Array.from({ length: 40 }, (_, i) => `/shop?sort=${i}`),
      ),
    };
    for (let year = 2024; year < 2124; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const path = `/calendar/${year}/${month}`;
        routes[path] = calendar(path);
      }
    }
    const fixture = await serve(routes);
    const result = await discover(fixture, 1_000);
    const calendarRequests = fixture.requests.filter((path) => path.startsWith('/calendar')).length;
    const shopRequests = fixture.requests.filter((path) => path.startsWith('/shop?')).length;
    expect(calendarRequests).toBeLessThanOrEqual(14);
    expect(shopRequests).toBeLessThanOrEqual(8);
    expect(fixture.requests).not.toContain('/a/b/a/b/a/b');
    expect(result.pages.length).toBeLessThan(30);
  });
});
