import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

const RENDER_MAIN = fileURLToPath(new URL('../../services/render/dist/main.js', import.meta.url));
const RENDER_TOKEN = 'a-js-rendering-test-render-token-0123456789';
const ARTICLE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
  `<p>${`${title} explained step by step for developers, with examples and references. `.repeat(12)}</p>` +
  `</main></body></html>`;
/** The home page is an empty shell: its links exist only once its script has run. */
const PAGES: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html',
    body: '<!doctype html><html><head><title>Shell Co</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
  },
  '/app.js': {
    type: 'text/javascript',
    body: `document.getElementById('root').innerHTML = '<a href="/docs/start">Start</a> <a href="/guides/deploy">Deploy</a>';`,
  },
  '/docs/start': { type: 'text/html', body: ARTICLE('Getting started') },
  '/guides/deploy': { type: 'text/html', body: ARTICLE('Deploying') },
};

let site: http.Server;
let siteOrigin: string;
let renderService: ChildProcess;
let renderUrl: string;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    const page = PAGES[new URL(request.url ?? '/', 'http://x').pathname];
    if (page) response.writeHead(200, { 'content-type': page.type }).end(page.body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  // The render service as a process of its own, with its own settings alone, as in a deployment.
  renderService = spawn(process.execPath, [RENDER_MAIN], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      PORT: '0',
      RENDER_TOKEN,
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    renderService.once('message', (message) => resolve((message as { port: number }).port));
    renderService.once('exit', (code) => reject(new Error(`the render service exited (${code})`)));
  });
  renderUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  const exited = new Promise((resolve) => renderService.once('exit', resolve));
  renderService.kill('SIGTERM');
  await exited;
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe.each(['embedded', 'distributed'] as const)('a site built by JavaScript (%s)', (kind) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(kind, { env: { RENDER_URL: renderUrl, RENDER_TOKEN } });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('is discovered through the render service named by RENDER_URL', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${siteOrigin}/`, force: true },
    });
    expect(started.statusCode).toBe(202);
    const record = await waitForAnalysis(stack.server, started.json().analysisId);
    expect(record.status).toBe('completed');
    const paths = record.discoveredPages.map((page) => new URL(page.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/docs/start', '/guides/deploy']));
  });
});
