import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher } from './guarded-fetcher.js';
import {
  fetcherOptions,
  startLoopbackServer,
  type LoopbackServer,
} from './testing/loopback-server.test-support.js';

const ETAG = '"v1"';
const MODIFIED = 'Tue, 01 Apr 2025 10:00:00 GMT';
/** The conditional headers of each request, by path, in order. */
const seen: { path: string; ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined }[] = [];

const routes: Record<string, http.RequestListener> = {
  '/page': (request, response) => {
    const unchanged =
      request.headers['if-none-match'] === ETAG || request.headers['if-modified-since'] === MODIFIED;
    if (unchanged) response.writeHead(304, { etag: ETAG }).end();
    else response.writeHead(200, { etag: ETAG, 'last-modified': MODIFIED }).end('<p>page</p>');
  },
  '/moved': (_request, response) => response.writeHead(301, { location: '/page' }).end(),
};

let server: LoopbackServer;
let attempts = 0;
const fetcher = createGuardedFetcher(fetcherOptions({}));

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    attempts += 1;
    seen.push({
      path,
      ifNoneMatch: request.headers['if-none-match'],
      ifModifiedSince: request.headers['if-modified-since'],
    });
    const route = routes[path];
    if (route) route(request, response);
    else response.writeHead(404).end('missing');
  });
});

afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe('conditional requests', () => {
  it('sends If-None-Match and If-Modified-Since, and returns a 304 as a result, asked once', async () => {
    seen.length = 0;
    attempts = 0;
    const result = await fetcher.fetch(`${server.origin}/page`, {
      ifNoneMatch: ETAG,
      ifModifiedSince: MODIFIED,
    });
    expect(result.status).toBe(304);
    expect(result.body.length).toBe(0);
    expect(result.headers['etag']).toBe(ETAG);
    expect(attempts).toBe(1);
    expect(seen).toEqual([{ path: '/page', ifNoneMatch: ETAG, ifModifiedSince: MODIFIED }]);
  });

  it('sends neither without validators, and the page comes in full', async () => {
    seen.length = 0;
    const result = await fetcher.fetch(`${server.origin}/page`);
    expect(result.status).toBe(200);
    expect(result.text()).toBe('<p>page</p>');
    expect(seen).toEqual([{ path: '/page', ifNoneMatch: undefined, ifModifiedSince: undefined }]);
  });

  it('does not send the validators to the address a redirect lands on', async () => {
    seen.length = 0;
    const result = await fetcher.fetch(`${server.origin}/moved`, { ifNoneMatch: ETAG });
    expect(result.status).toBe(200);
    expect(seen).toEqual([
      { path: '/moved', ifNoneMatch: ETAG, ifModifiedSince: undefined },
      { path: '/page', ifNoneMatch: undefined, ifModifiedSince: undefined },
    ]);
  });
});
