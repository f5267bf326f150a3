import type http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError } from './fetch-error.js';
import { addressPolicy } from './address-guard.js';
import { createFetcherWithPolicy, createGuardedFetcher } from './guarded-fetcher.js';
import type { FetchOptions } from './types.js';
import {
  fetcherOptions,
  startLoopbackServer,
  type LoopbackServer,
} from './testing/loopback-server.test-support.js';

const MAX_BYTES = 64 * 1024;
const attemptsByPath = new Map<string, number>();
let inFlight = 0;
let maxInFlight = 0;
let lastUserAgent: string | undefined;

const routes: Record<string, http.RequestListener> = {
  '/page': (request, response) => {
    lastUserAgent = request.headers['user-agent'];
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-custom': 'yes' })
      .end('<p>héllo</p>');
  },
  '/hop1': (_request, response) => response.writeHead(301, { location: '/hop2' }).end(),
  '/hop2': (_request, response) => response.writeHead(307, { location: '/page' }).end(),
  '/loop-a': (_request, response) => {
    attemptsByPath.set('/loop-a', (attemptsByPath.get('/loop-a') ?? 0) + 1);
    response.writeHead(302, { location: '/loop-b' }).end();
  },
  '/loop-b': (_request, response) => response.writeHead(301, { location: '/loop-a' }).end(),
  '/chain/1': (_request, response) => response.writeHead(302, { location: '/chain/2' }).end(),
  '/chain/2': (_request, response) => response.writeHead(302, { location: '/chain/3' }).end(),
  '/chain/3': (_request, response) => response.writeHead(302, { location: '/chain/4' }).end(),
  '/chain/4': (_request, response) => response.writeHead(302, { location: '/chain/5' }).end(),
  '/exactly-max': (_request, response) => response.writeHead(200).end(Buffer.alloc(MAX_BYTES, 'a')),
  '/too-large-declared': (_request, response) =>
    response.writeHead(200).end(Buffer.alloc(MAX_BYTES + 1, 'a')),
  '/too-large-chunked': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    for (let i = 0; i < 20; i += 1) response.write(Buffer.alloc(8 * 1024, 'b'));
    response.end();
  },
  '/gzip-bomb': (_request, response) => {
    const compressed = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024));
    response.writeHead(200, { 'content-encoding': 'gzip' }).end(compressed);
  },
  '/gzip': (_request, response) =>
    response.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('gzipped text')),
  '/br': (_request, response) =>
    response.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync('brotli text')),
  '/deflate': (_request, response) =>
    response.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateSync('zlib deflate text')),
  '/deflate-raw': (_request, response) =>
    response.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateRawSync('raw deflate text')),
  '/layered': (_request, response) =>
    response
      .writeHead(200, { 'content-encoding': 'gzip, br' })
      .end(zlib.brotliCompressSync(zlib.gzipSync('twice'))),
  '/compress': (_request, response) => response.writeHead(200, { 'content-encoding': 'compress' }).end('x'),
  '/never-answers': () => undefined,
  '/stalls-mid-body': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('partial');
  },
  '/latin1': (_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
      .end(Buffer.from('Café', 'latin1')),
  '/rate-limited-once': (_request, response) => {
    const attempt = (attemptsByPath.get('/rate-limited-once') ?? 0) + 1;
    attemptsByPath.set('/rate-limited-once', attempt);
    if (attempt === 1) response.writeHead(429, { 'retry-after': '1' }).end('slow down');
    else response.writeHead(200).end('welcome back');
  },
  '/always-unavailable': (_request, response) => {
    attemptsByPath.set('/always-unavailable', (attemptsByPath.get('/always-unavailable') ?? 0) + 1);
    response.writeHead(503, { 'retry-after': '0' }).end('down');
  },
  '/rate-limited-long': (_request, response) => {
    attemptsByPath.set('/rate-limited-long', (attemptsByPath.get('/rate-limited-long') ?? 0) + 1);
    response.writeHead(429, { 'retry-after': '5' }).end('much later');
  },
  '/slow': (_request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      response.writeHead(200).end('done');
    }, 100);
  },
};

let server: LoopbackServer;
const fetcher = createGuardedFetcher(
  fetcherOptions({ maxBytes: MAX_BYTES, maxRedirects: 3, hostConcurrency: 2 }),
);

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(request, response);
    else response.writeHead(404).end('missing');
  });
});

afterAll(async () => {
  await fetcher.close();
  await server.close();
});

async function fetchError(url: string, using = fetcher, options: FetchOptions = {}): Promise<FetchError> {
  const error: unknown = await using.fetch(url, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe('guarded fetcher on loopback', () => {
  it('returns status, headers, media type and decoded text, sending our User-Agent', async () => {
    const result = await fetcher.fetch(`${server.origin}/page#fragment`);
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${server.origin}/page`);
    expect(result.contentType).toBe('text/html');
    expect(result.headers['x-custom']).toBe('yes');
    expect(result.text()).toBe('<p>héllo</p>');
    expect(result.redirects).toEqual([]);
    expect(lastUserAgent).toBe('SignpostBot/test (+https://signpost.dev/bot)');
  });

  it('answers HTTP errors as results', async () => {
    const result = await fetcher.fetch(`${server.origin}/nowhere`);
    expect(result.status).toBe(404);
    expect(result.text()).toBe('missing');
  });

  it('follows redirects hop by hop and records them', async () => {
    const result = await fetcher.fetch(`${server.origin}/hop1`);
    expect(result.requestedUrl).toBe(`${server.origin}/hop1`);
    expect(result.url).toBe(`${server.origin}/page`);
    expect(result.redirects).toEqual([`${server.origin}/hop1`, `${server.origin}/hop2`]);
    expect(result.status).toBe(200);
  });

  it('ends a redirect loop the first time it comes back to an address, whatever maxRedirects allows', async () => {
    const error = await fetchError(`${server.origin}/loop-a`);
    expect(error.code).toBe('too_many_redirects');
    expect(error.message).toBe(`Redirects loop back to ${server.origin}/loop-a`);
    expect(attemptsByPath.get('/loop-a')).toBe(1);
  });

  it('stops a chain of redirects that goes on past maxRedirects', async () => {
    const error = await fetchError(`${server.origin}/chain/1`);
    expect(error.code).toBe('too_many_redirects');
    expect(error.message).toBe('More than 3 redirects');
  });

  it('reads a body of exactly maxBytes', async () => {
    expect((await fetcher.fetch(`${server.origin}/exactly-max`)).body.length).toBe(MAX_BYTES);
  });

  it.each(['/too-large-declared', '/too-large-chunked', '/gzip-bomb'])(
    'refuses %s as too_large',
    async (path) => {
      expect((await fetchError(`${server.origin}${path}`)).code).toBe('too_large');
    },
  );

  it.each(['/too-large-declared', '/too-large-chunked', '/gzip-bomb'])(
    'keeps the first maxBytes of %s when asked to truncate',
    async (path) => {
      const result = await fetcher.fetch(`${server.origin}${path}`, { truncate: true });
      expect(result.truncated).toBe(true);
      expect(result.body.length).toBe(MAX_BYTES);
    },
  );

  it('reports a complete body as not truncated', async () => {
    const result = await fetcher.fetch(`${server.origin}/gzip`, { truncate: true });
    expect(result.truncated).toBe(false);
    expect(result.text()).toBe('gzipped text');
  });

  it('honours a lower per-call byte cap but never a higher one', async () => {
    expect((await fetchError(`${server.origin}/page`, fetcher, { maxBytes: 5 })).code).toBe('too_large');
    const raised = await fetchError(`${server.origin}/too-large-declared`, fetcher, {
      maxBytes: MAX_BYTES * 4,
    });
    expect(raised.code).toBe('too_large');
  });

  it.each([
    ['/gzip', 'gzipped text'],
    ['/br', 'brotli text'],
    ['/deflate', 'zlib deflate text'],
    ['/deflate-raw', 'raw deflate text'],
  ])('decompresses %s', async (path, expected) => {
    expect((await fetcher.fetch(`${server.origin}${path}`)).text()).toBe(expected);
  });

  it.each(['/layered', '/compress'])('refuses the content encoding of %s', async (path) => {
    expect((await fetchError(`${server.origin}${path}`)).code).toBe('unsupported_encoding');
  });

  it('decodes by the charset in the Content-Type header', async () => {
    expect((await fetcher.fetch(`${server.origin}/latin1`)).text()).toBe('Café');
  });

  it('retries a 429 after its Retry-After', async () => {
    const started = Date.now();
    const result = await fetcher.fetch(`${server.origin}/rate-limited-once`);
    expect(result.status).toBe(200);
    expect(result.text()).toBe('welcome back');
    expect(attemptsByPath.get('/rate-limited-once')).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up on a 503 after two retries and returns the answer', async () => {
    const result = await fetcher.fetch(`${server.origin}/always-unavailable`);
    expect(result.status).toBe(503);
    expect(attemptsByPath.get('/always-unavailable')).toBe(3);
  });

  it('does not wait out a Retry-After that would pass the deadline', async () => {
    const quick = createGuardedFetcher(fetcherOptions({ timeoutMs: 1_000 }));
    const result = await quick.fetch(`${server.origin}/rate-limited-long`);
    await quick.close();
    expect(result.status).toBe(429);
    expect(attemptsByPath.get('/rate-limited-long')).toBe(1);
  });

  it('keeps at most hostConcurrency requests in flight per host when no higher cap is set', async () => {
    const fresh = createGuardedFetcher(fetcherOptions({ hostConcurrency: 2 }));
    maxInFlight = 0;
    const results = await Promise.all(Array.from({ length: 6 }, () => fresh.fetch(`${server.origin}/slow`)));
    await fresh.close();
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(maxInFlight).toBe(2);
  });

  it('rises from hostConcurrency toward hostConcurrencyMax while the host keeps its pace', async () => {
    // A stopped clock: every answer takes the same time, however busy this machine is.
    const adaptive = createFetcherWithPolicy(
      fetcherOptions({ hostConcurrency: 2, hostConcurrencyMax: 5 }),
      addressPolicy({ allowPrivate: true }),
      { now: () => 0 },
    );
    maxInFlight = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => adaptive.fetch(`${server.origin}/slow`)),
    );
    await adaptive.close();
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(maxInFlight).toBe(5);
  });

  it('does not count time queued for a busy host against the time limit', async () => {
    const narrow = createGuardedFetcher(fetcherOptions({ hostConcurrency: 1, timeoutMs: 250 }));
    const results = await Promise.all(Array.from({ length: 4 }, () => narrow.fetch(`${server.origin}/slow`)));
    await narrow.close();
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
  });

  it.each(['/never-answers', '/stalls-mid-body'])('times out on %s', async (path) => {
    const impatient = createGuardedFetcher(fetcherOptions({ timeoutMs: 300 }));
    const error = await fetchError(`${server.origin}${path}`, impatient);
    await impatient.close();
    // The server never finishes: only the fetch's own limit can have ended it.
    expect(error).toMatchObject({ code: 'timeout', message: 'No complete answer within 300 ms' });
  });

  it("rethrows the caller's abort reason", async () => {
    const controller = new AbortController();
    const pending = fetcher.fetch(`${server.origin}/never-answers`, { signal: controller.signal });
    controller.abort(new Error('analysis cancelled'));
    await expect(pending).rejects.toThrow('analysis cancelled');
  });

  it('reports a refused connection as connection_refused', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    expect((await fetchError(`${closed.origin}/`)).code).toBe('connection_refused');
  });
});
