import { describe, expect, it } from 'vitest';
import { startLocalServer } from '@signpost/testing/servers';
import { urlset, type RoutedResponse } from '@signpost/testing/sites';
import { discoverSite } from './discover-site.js';
import { discoveryFixtures, pathsOf, USER_AGENT } from './testing/discover-site.test-support.js';

const { fetcher, serve, discover } = discoveryFixtures();

/** A page naming `canonical` (a path on the site's own origin) as its canonical address. */
function pageWithCanonical(title: string, canonical: string, links: string[] = []): RoutedResponse {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join('');
  return {
    body: `<html><head><title>${title}</title><link rel="canonical" href="{origin}${canonical}"></head><body><p>${title} text</p>${anchors}</body></html>`,
  };
}

/** A host that adds a trailing slash to every folder (GitHub Pages, Cloudflare Pages). */
function trailingSlashHost(paths: string[], links: string[]): Record<string, RoutedResponse> {
  const routes: Record<string, RoutedResponse> = {
    '/': pageWithCanonical('Home', '/', links),
    '/sitemap.xml': urlset(paths.map((path) => ({ path }))),
  };
  for (const path of paths) {
    routes[path] = { status: 301, headers: { location: `${path}/` } };
    // Every canonical names the address without the slash, which the host redirects.
    routes[`${path}/`] = pageWithCanonical(`Page ${path}`, path, links);
  }
  return routes;
}

describe('discoverSite: spellings of one page', () => {
  it('keeps every page of a trailing-slash host whose canonicals lack the slash, in sitemap order', async () => {
    const paths = ['/guide', '/api/create', '/api/reduce', '/faq'];
    const fixture = await serve(trailingSlashHost(paths, paths));
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/guide/', '/api/create/', '/api/reduce/', '/faq/']);
    expect(result.totalPagesFound).toBe(5);
    expect(result.droppedPages).toEqual({ redirected: 4 });
  });

  it('keeps a page whose canonical is a not yet fetched address that redirects back to it', async () => {
    const fixture = await serve({
      '/': pageWithCanonical('Home', '/', ['/docs/intro/']),
      '/docs/intro/': pageWithCanonical('Intro', '/docs/intro'),
      '/docs/intro': { status: 301, headers: { location: '/docs/intro/' } },
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/docs/intro/']);
    expect(result.totalPagesFound).toBe(2);
  });

  it('keeps a page whose canonical names an old address that a redirect moved', async () => {
    const fixture = await serve({
      '/': pageWithCanonical('Home', '/', ['/new-name']),
      '/new-name': pageWithCanonical('Renamed', '/old-name'),
      '/old-name': { status: 301, headers: { location: '/new-name' } },
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/new-name']);
  });

  it('counts a page linked as x, x.html, x/ and x/index.html once, at the first spelling met', async () => {
    const team = { body: '<title>Team</title><p>The people behind it.</p>' };
    const guide = { body: '<title>Guide</title><p>How to start.</p>' };
    const fixture = await serve({
      '/': {
        body: '<title>Home</title><a href="/team">t</a><a href="/guide/">g</a><a href="/team.html">t</a><a href="/guide/index.html">g</a><a href="/guide">g</a>',
      },
      '/team': team,
      '/team.html': team,
      '/guide/': guide,
      '/guide/index.html': guide,
      '/guide': guide,
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/team', '/guide/']);
    expect(result.droppedPages).toEqual({ duplicate: 3 });
  });

  it('keeps two spellings that answer different pages', async () => {
    const fixture = await serve({
      '/': { body: '<title>Home</title><a href="/blog">b</a><a href="/blog/">b</a>' },
      '/blog': { body: '<title>Blog landing</title><p>Welcome.</p>' },
      '/blog/': { body: '<title>Blog archive</title><p>All posts.</p>' },
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/blog', '/blog/']);
  });

  it('treats an https canonical of an http page, or one on the www alias, as the page itself', async () => {
    const withCanonical = (title: string, canonical: (host: string) => string): RoutedResponse => ({
      body: (origin) => {
        const href = canonical(new URL(origin).host);
        return Buffer.from(`<title>${title}</title><link rel="canonical" href="${href}"><p>${title}</p>`);
      },
    });
    const fixture = await serve({
      '/': pageWithCanonical('Home', '/', ['/a', '/b']),
      '/a': withCanonical('A', (host) => `https://${host}/a`),
      '/b': withCanonical('B', (host) => `http://www.${host}/b/`),
    });
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/a', '/b']);
  });

  it('keeps every page when each one redirects once, wherever it was met', async () => {
    const routes: Record<string, RoutedResponse> = {
      '/': { body: '<title>Home</title><a href="/one">1</a><a href="/two">2</a>' },
      '/sitemap.xml': urlset([{ path: '/three' }, { path: '/one' }]),
    };
    for (const name of ['one', 'two', 'three']) {
      routes[`/${name}`] = { status: 302, headers: { location: `/pages/${name}.html` } };
      routes[`/pages/${name}.html`] = pageWithCanonical(name, `/${name}`);
    }
    const fixture = await serve(routes);
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual([
      '/',
      '/pages/three.html',
      '/pages/one.html',
      '/pages/two.html',
    ]);
  });

  it('keeps pages whose canonicals name a host alias of the site', async () => {
    const paths = ['/guide', '/faq'];
    const routes = trailingSlashHost(paths, paths);
    for (const path of paths) {
      routes[`${path}/`] = {
        body: (origin) =>
          Buffer.from(
            `<title>${path}</title><link rel="canonical" href="${origin.replace('127.0.0.1', 'localhost')}${path}"><p>${path}</p>`,
          ),
      };
    }
    const fixture = await serve(routes);
    const result = await discover(fixture);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/guide/', '/faq/']);
  });
});

/** A site on 127.0.0.1 whose `localhost` alias redirects every address to it; its sitemap names the alias. */
async function siteBehindAlias(paths: string[]) {
  const server = await startLocalServer((request, response) => {
    const port = server.port;
    const path = request.url ?? '/';
    if (request.headers.host?.startsWith('localhost')) {
      response.writeHead(301, { location: `http://127.0.0.1:${port}${path}` }).end();
      return;
    }
    if (path === '/sitemap.xml') {
      const urls = paths.map((page) => `<url><loc>http://localhost:${port}${page}</loc></url>`).join('');
      response.writeHead(200, { 'content-type': 'application/xml' }).end(`<urlset>${urls}</urlset>`);
      return;
    }
    if (path !== '/' && !paths.includes(path)) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Page ${path}</title><p>${path}</p>`);
  });
  return { port: server.port, close: server.close };
}

describe('discoverSite: a host alias', () => {
  it('reads the pages a sitemap names on the alias the start address redirected from', async () => {
    const site = await siteBehindAlias(['/guide', '/faq']);
    try {
      const result = await discoverSite(`http://localhost:${site.port}/`, {
        fetcher,
        userAgent: USER_AGENT,
        maxPages: 50,
      });
      const origin = `http://127.0.0.1:${site.port}`;
      expect(result.homepageUrl).toBe(`${origin}/`);
      expect(result.pages.map((page) => page.url)).toEqual([
        `${origin}/`,
        `${origin}/guide`,
        `${origin}/faq`,
      ]);
    } finally {
      await site.close();
    }
  });
});
