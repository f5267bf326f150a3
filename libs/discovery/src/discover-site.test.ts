import { describe, expect, it } from 'vitest';
import { page, pagesAt, robotsTxt, urlset, type RoutedResponse } from '@signpost/testing/sites';
import { discoverSite } from './discover-site.js';
import { discoveryFixtures, failureOf, pathsOf, USER_AGENT } from './testing/discover-site.test-support.js';

const { fetcher, serve, discover } = discoveryFixtures();

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

  it('reads the section a path without a slash names, and the whole site for a bare domain', async () => {
    const fixture = await serve({
      '/': page('Home', ['/docs', '/blog/post']),
      '/docs': page('Docs', ['/docs/intro', '/docs/api/ref.html', '/blog/post', '/documents']),
      '/docs/intro': page('Intro'),
      '/docs/api/ref.html': page('Reference'),
      '/documents': page('Not the docs section'),
      ...pagesAt('/blog/post'),
    });
    const section = await discoverSite(`${fixture.origin}/docs`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      scope: 'subpath',
    });
    expect(pathsOf(fixture, section.pages)).toEqual(['/docs', '/docs/intro', '/docs/api/ref.html']);
    const whole = await discoverSite(`${fixture.origin}/`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      scope: 'subpath',
    });
    expect(pathsOf(fixture, whole.pages)).toEqual(
      expect.arrayContaining(['/', '/docs', '/blog/post', '/documents', '/docs/intro']),
    );
  });

  it('follows a section address that redirects out of its section to the section it leads to', async () => {
    const fixture = await serve({
      '/docs': { status: 301, headers: { location: '/manual/' } },
      '/manual/': page('Manual', ['/manual/start', '/blog/post']),
      '/manual/start': page('Start'),
      ...pagesAt('/blog/post'),
    });
    const result = await discoverSite(`${fixture.origin}/docs`, {
      fetcher,
      userAgent: USER_AGENT,
      maxPages: 50,
      scope: 'subpath',
    });
    expect(pathsOf(fixture, result.pages)).toEqual(['/manual/', '/manual/start']);
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

describe('discoverSite: crawler traps', () => {
  it('spends only a few requests on an endless calendar and exploding filters', async () => {
    const calendar = (path: string): RoutedResponse => {
      const [year, month] = path.split('/').slice(2).map(Number);
      const next = `/calendar/${(year ?? 0) + ((month ?? 0) === 12 ? 1 : 0)}/${((month ?? 0) % 12) + 1}`;
      return { body: `<title>Events</title><a href="${next}">next</a>` };
    };
    const routes: Record<string, RoutedResponse> = {
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
