import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.js';
import type { FetchFunction, ResponseParser } from './http-client.js';
import { createHttpClient } from './http-client.js';

const passThrough: ResponseParser<unknown> = { parse: (input) => input };
const numberParser: ResponseParser<{ n: number }> = {
  parse(input) {
    if (typeof input === 'object' && input !== null && 'n' in input && typeof input.n === 'number') {
      return { n: input.n };
    }
    throw new Error('not a number body');
  },
};

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function clientAnswering(response: Response | (() => Promise<Response>), options = {}) {
  const fetch = vi.fn<FetchFunction>(async () => (typeof response === 'function' ? response() : response));
  return { fetch, client: createHttpClient({ fetch, ...options }) };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient', () => {
  it('sends JSON bodies with a content type and cookies, and returns the parsed answer', async () => {
    const { fetch, client } = clientAnswering(jsonResponse(200, { n: 7 }));

    const result = await client.request({
      method: 'POST',
      path: '/api/x',
      body: { a: 1 },
      parser: numberParser,
    });

    expect(result).toEqual({ n: 7 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no content type without a body and prefixes the base url', async () => {
    const { fetch, client } = clientAnswering(jsonResponse(200, { n: 1 }), { baseUrl: 'https://api.test' });

    await client.request({ method: 'GET', path: '/api/y', parser: numberParser });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.test/api/y');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('maps an {error, message} body to an ApiError with status, code and message', async () => {
    const { client } = clientAnswering(
      jsonResponse(400, {
        error: 'invalid_url',
        message: 'Enter a full address such as https://example.com',
      }),
    );

    const error = await caught(client.request({ method: 'GET', path: '/api/z', parser: passThrough }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_url',
      message: 'Enter a full address such as https://example.com',
    });
  });

  it('keeps the limit details of a 429 answer', async () => {
    const { client } = clientAnswering(
      jsonResponse(
        429,
        {
          error: 'daily_limit',
          message: 'You have used your 3 free analyses today.',
          resetAt: '2030-01-02T00:00:00.000Z',
          suggestedUpgrade: 'solo',
        },
        { 'Retry-After': '3600' },
      ),
    );

    const error = await caught(
      client.request({ method: 'POST', path: '/api/analyze', body: {}, parser: passThrough }),
    );

    expect(error).toMatchObject({
      status: 429,
      code: 'daily_limit',
      message: 'You have used your 3 free analyses today.',
      retryAfterSeconds: 3600,
      resetAt: '2030-01-02T00:00:00.000Z',
      suggestedUpgrade: 'solo',
    });
  });

  it("falls back to 'HTTP {status}' when the error body is not the error shape", async () => {
    const { client } = clientAnswering(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await caught(client.request({ method: 'GET', path: '/api/z', parser: passThrough }));

    expect(error).toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'HTTP 502',
      retryAfterSeconds: null,
    });
  });

  it('reports a network failure as status 0 with the network code', async () => {
    const fetch = vi.fn<FetchFunction>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createHttpClient({ fetch });

    const error = await caught(client.request({ method: 'GET', path: '/api/z', parser: passThrough }));

    expect(error).toMatchObject({ status: 0, code: 'network' });
    expect((error as ApiError).message).toMatch(/network connection problem/i);
  });

  it('gives up after the timeout with the timeout code', async () => {
    const fetch = vi.fn<FetchFunction>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createHttpClient({ fetch, timeoutMs: 20 });

    const error = await caught(client.request({ method: 'GET', path: '/api/slow', parser: passThrough }));

    expect(error).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('lets a cancellation by the caller through unchanged', async () => {
    const fetch = vi.fn<FetchFunction>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createHttpClient({ fetch });
    const controller = new AbortController();

    const pending = caught(
      client.request({ method: 'GET', path: '/api/slow', parser: passThrough, signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that does not match the expected shape', async () => {
    const { client } = clientAnswering(jsonResponse(200, { n: 'seven' }));

    const error = await caught(client.request({ method: 'GET', path: '/api/x', parser: numberParser }));

    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('rejects an answer that is not JSON', async () => {
    const { client } = clientAnswering(new Response('<!doctype html>', { status: 200 }));

    const error = await caught(client.request({ method: 'GET', path: '/api/x', parser: passThrough }));

    expect(error).toMatchObject({ code: 'invalid_response' });
  });

  it('refuses bodies larger than the bound, declared or streamed', async () => {
    const big = JSON.stringify({ n: 1, padding: 'x'.repeat(200) });
    const declared = clientAnswering(
      new Response(big, { status: 200, headers: { 'Content-Length': '5000' } }),
      {
        maxResponseBytes: 100,
      },
    );
    const streamed = clientAnswering(new Response(big, { status: 200 }), { maxResponseBytes: 100 });

    const errors = await Promise.all([
      caught(declared.client.request({ method: 'GET', path: '/a', parser: passThrough })),
      caught(streamed.client.request({ method: 'GET', path: '/a', parser: passThrough })),
    ]);

    for (const error of errors) expect(error).toMatchObject({ code: 'response_too_large' });
  });
});
