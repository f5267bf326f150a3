import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadRenderServiceConfig } from '@signpost/config';
import { renderResponseSchema } from '@signpost/contracts';
import { createGuardedFetcher } from '@signpost/fetch';
import { createLogger } from '@signpost/logger';
import { createChromiumRenderer } from '@signpost/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { buildRenderServer } from './render-server.js';

const TOKEN = 'a-render-token-of-at-least-32-characters';
const SHELL = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div>
<script>document.getElementById('root').innerHTML = '<a href="/docs">Docs</a>';</script></body></html>`;

// The service's own settings as main.ts reads them, opened to loopback as every crawl test is.
const config = loadRenderServiceConfig({
  RENDER_TOKEN: TOKEN,
  SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
  LOG_LEVEL: 'silent',
  CHROMIUM_PATH: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
});
const fetcher = createGuardedFetcher(config.crawl);
const renderer = createChromiumRenderer({
  executablePath: config.render.chromiumPath,
  concurrency: config.render.concurrency,
  timeoutMs: config.render.timeoutMs,
  userAgent: config.crawl.userAgent,
  fetcher,
});
let server: FastifyInstance;
let site: LocalServer;
let siteUrl: string;

beforeAll(async () => {
  site = await startLocalServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(SHELL);
  });
  siteUrl = `${site.url}/`;
  server = await buildRenderServer({
    renderer,
    token: config.token,
    renderTimeoutMs: config.render.timeoutMs,
    logger: createLogger(config, 'render') as FastifyBaseLogger,
  });
});

afterAll(async () => {
  await server.close();
  await renderer.close();
  await fetcher.close();
  await site.close();
});

const render = (body: unknown, authorization?: string) =>
  server.inject({
    method: 'POST',
    url: '/render',
    headers: authorization === undefined ? {} : { authorization },
    payload: body as object,
  });

describe('POST /render', () => {
  it('refuses a request without the token, or with a wrong one, before rendering anything', async () => {
    const missing = await render({ url: siteUrl });
    const wrong = await render({ url: siteUrl }, `Bearer ${TOKEN.slice(0, -1)}x`);
    const otherScheme = await render({ url: siteUrl }, `Basic ${TOKEN}`);
    for (const response of [missing, wrong, otherScheme]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('renders a loopback page built by JavaScript for a caller with the token', async () => {
    const response = await render({ url: siteUrl }, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    const page = renderResponseSchema.parse(response.json());
    expect(page.url).toBe(siteUrl);
    expect(page.html).toContain('<a href="/docs">Docs</a>');
  });

  it('accepts only an http(s) address in a small body', async () => {
    const notWeb = await render({ url: 'file:///etc/passwd' }, `Bearer ${TOKEN}`);
    expect(notWeb.statusCode).toBe(400);
    expect(notWeb.json()).toMatchObject({ error: 'invalid_input' });
    const huge = await render({ url: `${siteUrl}?${'a'.repeat(20_000)}` }, `Bearer ${TOKEN}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers render_failed for a page the guard refuses', async () => {
    const response = await render({ url: 'http://169.254.169.254/latest/meta-data/' }, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'render_failed' });
  });
});

describe('health', () => {
  it('answers /healthz and /readyz without the token', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
