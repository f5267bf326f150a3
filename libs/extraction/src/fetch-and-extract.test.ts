import { createGuardedFetcher } from '@signpost/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { fetchAndExtract } from './fetch-and-extract.js';
import { extractOnThisThread } from './page-reader/page-extractor.js';

const inline = extractOnThisThread;

const routes: Record<string, { status?: number; headers?: Record<string, string>; body?: string }> = {
  '/docs/start': {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: '<title>Start | Acme</title><main><h1>Start</h1><p>Hello</p></main>',
  },
  '/moved': { status: 301, headers: { location: '/docs/start' } },
  '/report.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' },
  '/untyped-html': { body: '  <!doctype html><title>Untyped</title>' },
  '/untyped-binary': { body: 'PK\u0003\u0004 zip bytes' },
  '/gone': { status: 410, headers: { 'content-type': 'text/html' }, body: 'Gone' },
  '/hangs': {},
};

let server: LocalServer;
let origin = '';
const fetcher = createGuardedFetcher({
  allowPrivate: true,
  userAgent: 'SignpostBot/test',
  timeoutMs: 500,
  maxBytes: 1024 * 1024,
  maxStreamBytes: 1024 * 1024,
  maxRedirects: 3,
  hostConcurrency: 2,
});

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (route === undefined) {
      response.writeHead(404).end();
    } else if (request.url !== '/hangs') {
      // Node adds no Content-Type of its own, so routes without one really are untyped.
      response.writeHead(route.status ?? 200, route.headers ?? {}).end(route.body ?? '');
    }
  });
  origin = server.url;
});

afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe('fetchAndExtract', () => {
  it('extracts an HTML page and reports the final address after redirects', async () => {
    const outcome = await fetchAndExtract(`${origin}/moved`, fetcher, inline);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.finalUrl).toBe(`${origin}/docs/start`);
    expect(outcome.status).toBe(200);
    expect(outcome.page).toMatchObject({
      title: 'Start | Acme',
      headings: ['Start'],
      text: 'Start Hello',
      category: 'docs',
    });
    expect(outcome.html).toContain('<main>');
  });

  it('reads an untyped body as HTML when it looks like markup', async () => {
    const outcome = await fetchAndExtract(`${origin}/untyped-html`, fetcher, inline);
    expect(outcome.ok && outcome.page.title).toBe('Untyped');
  });

  it.each([
    ['/report.pdf', 200, 'not_html'],
    ['/untyped-binary', 200, 'not_html'],
    ['/gone', 410, 'http_error'],
    ['/missing', 404, 'http_error'],
  ])('returns %s as not ok (%i, %s)', async (path, status, errorCode) => {
    expect(await fetchAndExtract(`${origin}${path}`, fetcher, inline)).toMatchObject({
      ok: false,
      status,
      errorCode,
    });
  });

  it('returns fetch refusals and timeouts as not ok without a status', async () => {
    expect(await fetchAndExtract('http://169.254.169.254/latest/meta-data/', fetcher, inline)).toMatchObject({
      ok: false,
      status: null,
      errorCode: 'address_refused',
    });
    expect(await fetchAndExtract(`${origin}/hangs`, fetcher, inline)).toMatchObject({
      ok: false,
      status: null,
      errorCode: 'timeout',
    });
  });

  it("rethrows the caller's abort", async () => {
    const controller = new AbortController();
    controller.abort(new Error('batch cancelled'));
    await expect(fetchAndExtract(`${origin}/docs/start`, fetcher, inline, controller.signal)).rejects.toThrow(
      'batch cancelled',
    );
  });
});
