import type http from 'node:http';
import zlib from 'node:zlib';
import { isAppError, type AppError } from '@signpost/errors';
import {
  addressPolicy,
  createFetcherWithPolicy,
  createGuardedFetcher,
  isBlockedAddress,
  type FetcherOptions,
  type GuardedFetcher,
  type ResolveAll,
} from '@signpost/fetch';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { discoverSite, type DiscoveryResult } from '../discover-site.js';

/**
 * Hostile sites: every case must end, within its time limit and the byte caps, in a clear per-page
 * error (the page kept as failed, with why) or a clear analysis failure, never a crash or a hang.
 */
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';
const settings: FetcherOptions = {
  allowPrivate: true,
  userAgent: USER_AGENT,
  timeoutMs: 1_500,
  maxBytes: 2 * 1024 * 1024,
  maxStreamBytes: 50 * 1024 * 1024,
  maxRedirects: 5,
  hostConcurrency: 4,
};
const CASE_TIMEOUT_MS = 20_000;
/** Bound on reading a huge sitemap only as far as the page limit needs (the slack is for a loaded machine). */
const SITEMAP_READ_BOUND_MS = 5_000;
/** A short site deadline, so the never-answers cases are quick; production's default is 30 s. */
const SITE_DEADLINE_MS = 3_000;
const DEADLINE_SLACK_MS = 2_000;
const fetcher = createGuardedFetcher(settings);
const servers: LocalServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
afterAll(() => fetcher.close());

async function serve(routes: Record<string, Handler>, host = '127.0.0.1'): Promise<string> {
  const server = await startLocalServer(
    (request, response) => {
      const path = request.url ?? '/';
      const route = routes[path] ?? routes['*'];
      if (route === undefined)
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      else route(request, response);
    },
    { host },
  );
  servers.push(server);
  return server.url;
}

const html =
  (body: string, type = 'text/html; charset=utf-8'): Handler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': type }).end(body);
const home = (...links: string[]) =>
  html(`<title>Home</title>${links.map((link) => `<a href="${link}">${link}</a>`).join('')}`);
const redirect =
  (location: string): Handler =>
  (_request, response) =>
    response.writeHead(302, { location }).end();

function discover(origin: string, using: GuardedFetcher = fetcher, maxPages = 50): Promise<DiscoveryResult> {
  return discoverSite(`${origin}/`, {
    fetcher: using,
    userAgent: USER_AGENT,
    maxPages,
    siteDeadlineMs: SITE_DEADLINE_MS,
  });
}

/** The analysis failure and how long it took to come. */
async function timedFailure(promise: Promise<unknown>): Promise<{ error: AppError; ms: number }> {
  const started = performance.now();
  const error = await analysisFailureOf(promise);
  return { error, ms: performance.now() - started };
}

/**
 * The analysis failure of a fault that will not heal, showing it was not tried again: a pause and
 * another try would ask for some address a second time.
 */
async function failureTriedOnce(origin: string): Promise<AppError> {
  const asked: string[] = [];
  const noting: GuardedFetcher = {
    fetch: (url, options) => {
      asked.push(url);
      return fetcher.fetch(url, options);
    },
    close: () => Promise.resolve(),
  };
  const error = await analysisFailureOf(discover(origin, noting));
  expect(asked).not.toHaveLength(0);
  expect(asked).toEqual([...new Set(asked)]);
  return error;
}

async function closedPort(): Promise<string> {
  const origin = await serve({});
  await servers.pop()?.close();
  return origin;
}

async function analysisFailureOf(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an analysis failure, got ${String(error)}`);
  return error;
}

function failureOf(result: DiscoveryResult, path: string) {
  const page = result.pages.find((found) => new URL(found.url).pathname === path);
  expect(page?.state).toBe('failed');
  return page?.failure?.message ?? '';
}

describe('hostile sites', { timeout: CASE_TIMEOUT_MS }, () => {
  it('a gzip bomb sitemap is unpacked only up to the cap', async () => {
    const bomb = zlib.gzipSync(Buffer.concat([Buffer.from('<urlset>'), Buffer.alloc(80 * 1024 * 1024, ' ')]));
    const origin = await serve({
      '/': home(),
      '/robots.txt': (request, response) =>
        response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`Sitemap: http://${request.headers.host}/bomb.xml.gz`),
      '/bomb.xml.gz': (_request, response) =>
        response.writeHead(200, { 'content-type': 'application/gzip' }).end(bomb),
    });
    const result = await discover(origin);
    expect(result.pages).toHaveLength(1);
    expect(result.problems.join('\n')).toMatch(/bomb\.xml\.gz unpacks to more than 52428800 bytes/);
  });

  it('an XML entity bomb is read without expanding anything', async () => {
    const entities = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const origin = await serve({
      '/': home(),
      '/sitemap.xml': html(
        `<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY lol0 "lol">${entities}]><urlset><url><loc>&lol9;</loc></url></urlset>`,
        'application/xml',
      ),
    });
    const result = await discover(origin);
    expect(result.pages).toHaveLength(1);
    expect(result.sitemapFound).toBe(true);
  });

  it('a 50 MB page fails alone, at the byte cap', async () => {
    const origin = await serve({
      '/': home('/huge'),
      '/huge': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 50 && response.write(chunk)) sent += 1;
          if (sent >= 50) response.end();
          else response.once('drain', pump);
        };
        pump();
      },
    });
    expect(failureOf(await discover(origin), '/huge')).toMatch(/larger than 2097152 bytes/);
  });

  it('a server that drips one byte a second fails the page at the time limit', async () => {
    const origin = await serve({
      '/': home('/drip'),
      '/drip': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => response.write('a'), 1_000);
        response.on('close', () => clearInterval(timer));
      },
    });
    expect(failureOf(await discover(origin), '/drip')).toMatch(/No complete answer within 1500 ms/);
  });

  it('a homepage that drips fails the analysis for good with site_timeout within one site deadline', async () => {
    const origin = await serve({
      '/': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => response.write('a'), 1_000);
        response.on('close', () => clearInterval(timer));
      },
    });
    const { error, ms } = await timedFailure(discover(origin));
    expect(error.code).toBe('site_timeout');
    expect(error.permanent).toBe(true);
    expect(ms).toBeLessThan(SITE_DEADLINE_MS + DEADLINE_SLACK_MS);
  });

  it('a site that never sends headers fails for good with site_timeout within one site deadline', async () => {
    const origin = await serve({ '*': () => undefined });
    const { error, ms } = await timedFailure(discover(origin));
    expect(error.code).toBe('site_timeout');
    expect(error.permanent).toBe(true);
    expect(ms).toBeLessThan(SITE_DEADLINE_MS + DEADLINE_SLACK_MS);
  });

  it('a homepage redirect loop fails the analysis for good at once', async () => {
    const origin = await serve({
      '*': (request, response) => redirect(request.url ?? '/')(request, response),
    });
    const error = await failureTriedOnce(origin);
    expect(error.code).toBe('site_unreachable');
    expect(error.permanent).toBe(true);
  });

  it('a 30-hop redirect chain from the homepage fails the analysis for good at once', async () => {
    const origin = await serve({
      '*': (request, response) => {
        const hop = Number(/^\/hop\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
        if (hop < 30) redirect(`/hop/${hop + 1}`)(request, response);
        else home()(request, response);
      },
    });
    const error = await failureTriedOnce(origin);
    expect(error.cause).toMatchObject({ code: 'too_many_redirects' });
    expect(error.permanent).toBe(true);
  });

  it('a refused connection fails the analysis for good at once', async () => {
    const error = await failureTriedOnce(await closedPort());
    expect(error.code).toBe('site_unreachable');
    expect(error.permanent).toBe(true);
  });

  it.each([
    [404, 'site_not_found'],
    [403, 'site_forbidden'],
    [429, 'site_rate_limited'],
  ])('a homepage answering %i fails the analysis for good at once', async (status, code) => {
    const origin = await serve({ '*': (_request, response) => response.writeHead(status).end('no') });
    const error = await failureTriedOnce(origin);
    expect(error.code).toBe(code);
    expect(error.permanent).toBe(true);
  });

  it('a redirect loop fails the page as soon as it comes back to an address', async () => {
    const origin = await serve({ '/': home('/loop'), '/loop': redirect('/loop') });
    expect(failureOf(await discover(origin), '/loop')).toBe(`Redirects loop back to ${origin}/loop`);
  });

  it('a redirect to 169.254.169.254 is refused even with private networks open', async () => {
    const origin = await serve({
      '/': home('/metadata'),
      '/metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    });
    expect(failureOf(await discover(origin), '/metadata')).toMatch(
      /169\.254\.169\.254 is a private or reserved address/,
    );
  });

  it('a redirect to 127.0.0.1 is refused when private networks are closed', async () => {
    // The site itself sits on 127.0.0.2, the one loopback address this fetcher's policy lets through.
    const origin = await serve(
      { '/': home('/local'), '/local': redirect('http://127.0.0.1:9/admin') },
      '127.0.0.2',
    );
    const closed = createFetcherWithPolicy(
      { ...settings, allowPrivate: false },
      { isAllowed: (ip) => ip === '127.0.0.2' || !isBlockedAddress(ip) },
    );
    const result = await discover(origin, closed);
    await closed.close();
    expect(failureOf(result, '/local')).toMatch(/127\.0\.0\.1 is a private or reserved address/);
  });

  it('a host name that resolves to a private address fails the analysis before connecting', async () => {
    const origin = await serve({ '/': home() });
    const port = new URL(origin).port;
    const toLoopback: ResolveAll = (_hostname, _options, callback) => {
      callback(null, [{ address: '10.0.0.7', family: 4 }]);
    };
    const closed = createFetcherWithPolicy({ ...settings, allowPrivate: false }, addressPolicy({}), {
      resolve: toLoopback,
    });
    const error = await analysisFailureOf(discover(`http://intranet.example:${port}`, closed));
    await closed.close();
    expect(error.code).toBe('address_refused');
  });

  it('an endless calendar costs a few requests', async () => {
    let calendarRequests = 0;
    const origin = await serve({
      '/': home('/calendar?month=2025-01'),
      '*': (request, response) => {
        const month = /month=(\d{4})-(\d{2})/.exec(request.url ?? '');
        if (month === null) return response.writeHead(404).end();
        calendarRequests += 1;
        const next = new Date(Date.UTC(Number(month[1]), Number(month[2]), 1)).toISOString().slice(0, 7);
        return response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<a href="/calendar?month=${next}">next</a>`);
      },
    });
    const result = await discover(origin, fetcher, 500);
    expect(calendarRequests).toBeLessThanOrEqual(8);
    expect(result.pages.length).toBeLessThanOrEqual(8);
  });

  it('a 5 MB robots.txt is read up to 512 KiB and still obeyed', async () => {
    const robots = `User-agent: *\nDisallow: /private/\n${'# filler line\n'.repeat(400_000)}`;
    const origin = await serve({
      '/': home('/private/x', '/public'),
      '/robots.txt': html(robots, 'text/plain'),
      '/public': html('<title>Public</title>'),
      '/private/x': html('<title>Private</title>'),
    });
    const result = await discover(origin);
    expect(result.pages.map((found) => new URL(found.url).pathname)).toEqual(['/', '/public']);
    expect(result.disallowedByRobots).toBe(1);
  });

  it('a sitemap of 200,000 addresses is read only as far as the page limit needs', async () => {
    const urls = Array.from({ length: 200_000 }, (_, i) => `<url><loc>{origin}/p/${i}</loc></url>`).join('');
    let gzipped = Buffer.alloc(0);
    const origin = await serve({
      '/': home(),
      '/sitemap.xml': (_request, response) =>
        response
          .writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'gzip' })
          .end(gzipped),
      '*': (request, response) =>
        response.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Item ${request.url}</title>`),
    });
    // Packed before the crawl starts: packing blocks this process, the server's as well as the crawler's.
    gzipped = zlib.gzipSync(`<urlset>${urls.replaceAll('{origin}', origin)}</urlset>`);
    const started = performance.now();
    const result = await discover(origin, fetcher, 20);
    const ms = performance.now() - started;
    expect(result.pages).toHaveLength(20);
    // Twice the limit plus an allowance of 100, and the home page: not the sitemap's 200,000.
    expect(result.totalPagesFound).toBeLessThanOrEqual(141);
    expect(result.pageFetches).toBeLessThanOrEqual(60);
    expect(ms).toBeLessThan(SITEMAP_READ_BOUND_MS);
  });

  it('binary data served as text/html fails the page as not HTML', async () => {
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));
    const origin = await serve({
      '/': home('/download'),
      '/download': (_request, response) =>
        response.writeHead(200, { 'content-type': 'text/html' }).end(binary),
    });
    expect(failureOf(await discover(origin), '/download')).toBe('The page is binary data, not HTML');
  });

  it('an invalid charset falls back to UTF-8 and the page is kept', async () => {
    const origin = await serve({
      '/': home('/odd'),
      '/odd': html('<title>Café</title><p>naïve</p>', 'text/html; charset=x-klingon-42'),
    });
    const result = await discover(origin);
    expect(result.pages.map((found) => [new URL(found.url).pathname, found.state])).toEqual([
      ['/', 'fetched'],
      ['/odd', 'fetched'],
    ]);
  });
});
