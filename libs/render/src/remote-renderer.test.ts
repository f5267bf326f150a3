import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { MAX_RENDER_RESPONSE_BYTES, createRemoteRenderer } from './remote-renderer.js';

const TOKEN = 'a-render-token-of-at-least-32-characters';
const PAGE = {
  url: 'https://example.com/app',
  html: '<a href="/docs">Docs</a>',
  requests: { fetched: 2, refused: 1 },
};

/** A render service that answers each page address as the test needs, so the client's bounds show. */
const answers: Record<string, (response: http.ServerResponse) => void> = {
  'https://example.com/app': (response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PAGE)),
  'https://example.com/huge': (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = 'x'.repeat(1024 * 1024);
    for (let sent = 0; sent <= MAX_RENDER_RESPONSE_BYTES; sent += chunk.length) response.write(chunk);
    response.end();
  },
  'https://example.com/malformed': (response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"html": 42}'),
  'https://example.com/broken': (response) =>
    response
      .writeHead(502, { 'content-type': 'application/json' })
      .end('{"error":"render_failed","message":"no"}'),
};
const received: { authorization: string | undefined; body: string }[] = [];
let service: LocalServer;
let serviceUrl: string;

beforeAll(async () => {
  service = await startLocalServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${TOKEN}`) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
        return;
      }
      const answer = answers[(JSON.parse(body) as { url: string }).url];
      if (answer) answer(response);
      else response.writeHead(404).end();
    });
  });
  serviceUrl = service.url;
});

afterAll(async () => {
  await service.close();
});

const renderer = (token = TOKEN) =>
  createRemoteRenderer({ serviceUrl, token, concurrency: 2, timeoutMs: 5_000 });

describe('createRemoteRenderer', () => {
  it('posts the address with the bearer token and returns the rendered page', async () => {
    await expect(renderer().render(PAGE.url)).resolves.toEqual(PAGE);
    expect(received.at(-1)).toEqual({
      authorization: `Bearer ${TOKEN}`,
      body: JSON.stringify({ url: PAGE.url }),
    });
  });

  it('fails as render_unavailable when the service refuses its token', async () => {
    await expect(renderer('a-wrong-token-of-at-least-32-characters').render(PAGE.url)).rejects.toMatchObject({
      code: 'render_unavailable',
    });
  });

  it('passes on the service’s render_failed', async () => {
    await expect(renderer().render('https://example.com/broken')).rejects.toMatchObject({
      code: 'render_failed',
    });
  });

  it('stops reading an answer larger than its bound', async () => {
    await expect(renderer().render('https://example.com/huge')).rejects.toMatchObject({
      code: 'render_failed',
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    await expect(renderer().render('https://example.com/malformed')).rejects.toMatchObject({
      code: 'render_failed',
    });
  });

  it('fails as render_unavailable when nothing listens at the address', async () => {
    const nowhere = createRemoteRenderer({
      serviceUrl: 'http://127.0.0.1:1',
      token: TOKEN,
      concurrency: 1,
      timeoutMs: 5_000,
    });
    await expect(nowhere.render(PAGE.url)).rejects.toMatchObject({ code: 'render_unavailable' });
  });
});
