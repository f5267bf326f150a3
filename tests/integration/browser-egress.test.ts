import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

/**
 * The review's attack, end to end: an anonymous analysis of a site whose script-built page asks
 * Chromium to prefetch an internal address (speculation rules) and then navigates there. Only the
 * site's own address is opened (SIGNPOST_CRAWL_ALLOW_ADDRESSES), as an intranet install would; the
 * canary on another loopback address stands for the internal network and counts every connection.
 */
const RENDER_MAIN = fileURLToPath(new URL('../../services/render/dist/main.js', import.meta.url));
const RENDER_TOKEN = 'a-browser-egress-test-render-token-0123456789';
const INTERNAL_TEXT = 'INTERNAL-ADMIN-PANEL-SECRET';
const GUARD = { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'false', SIGNPOST_CRAWL_ALLOW_ADDRESSES: '127.0.0.1' };

let canary: LocalServer;
const canaryConnections: number[] = [];
let site: LocalServer;
let renderService: ChildProcess;
let stack: Stack;

function sitePage(path: string, canaryOrigin: string): string | null {
  const nav = '<nav><a href="/">Home</a> <a href="/guide">Guide</a> <a href="/app">App</a></nav>';
  const prose = (topic: string) =>
    `<p>This ${topic} page explains how the product is installed, configured and kept up to date, ` +
    'with enough words of its own to be read as content by any crawler that visits it.</p>';
  if (path === '/' || path === '/guide') {
    const title = path === '/' ? 'Acme' : 'Guide';
    return `<!doctype html><html><head><title>${title}</title></head><body>${nav}<main><h1>${title}</h1>${prose(title)}${prose('second')}</main></body></html>`;
  }
  if (path === '/app') {
    const rules = JSON.stringify({
      prefetch: [{ source: 'list', urls: [`${canaryOrigin}/admin`] }],
      prerender: [{ source: 'list', urls: [`${canaryOrigin}/admin`] }],
    });
    return (
      `<!doctype html><html><head><title>App</title><script type="speculationrules">${rules}</script></head>` +
      `<body>${nav}<div id="root"></div><noscript>Enable JavaScript.</noscript>` +
      `<script>setTimeout(() => { location.href = '${canaryOrigin}/admin'; }, 300);</script></body></html>`
    );
  }
  return null;
}

beforeAll(async () => {
  canary = await startLocalServer(
    (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<title>${INTERNAL_TEXT}</title><main><h1>${INTERNAL_TEXT}</h1><p>${INTERNAL_TEXT}</p></main>`),
    { host: '127.0.0.2' },
  );
  canary.server.on('connection', () => canaryConnections.push(Date.now()));
  site = await startLocalServer((request, response) => {
    const page = sitePage(new URL(request.url ?? '/', 'http://x').pathname, canary.url);
    if (page === null) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });

  renderService = spawn(process.execPath, [RENDER_MAIN], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      PORT: '0',
      RENDER_TOKEN,
      ...GUARD,
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    renderService.once('message', (message) => resolve((message as { port: number }).port));
    renderService.once('exit', (code) => reject(new Error(`the render service exited (${code})`)));
  });
  stack = await startStack('embedded', {
    env: { ...GUARD, RENDER_URL: `http://127.0.0.1:${port}`, RENDER_TOKEN },
  });
});

afterAll(async () => {
  await stack?.close();
  if (renderService.exitCode === null) {
    const exited = new Promise((resolve) => renderService.once('exit', resolve));
    renderService.kill('SIGTERM');
    await exited;
  }
  await site.close();
  await canary.close();
});

describe('an analysis of a page that points Chromium at an internal address', () => {
  it('completes with the site’s own pages, none of the internal page’s text, and no connection to it', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${site.url}/`, force: true },
    });
    expect(started.statusCode).toBe(202);
    const analysisId = started.json().analysisId as string;
    const record = await waitForAnalysis(stack.server, analysisId);
    expect(record.status).toBe('completed');
    expect(record.discoveredPages.map((page) => new URL(page.url).pathname)).toEqual(
      expect.arrayContaining(['/', '/guide']),
    );
    expect(JSON.stringify(record)).not.toContain(INTERNAL_TEXT);
    const pages = await stack.runtimes[0]!.repos.pages.listFetched(analysisId);
    expect(JSON.stringify(pages)).not.toContain(INTERNAL_TEXT);
    expect(canaryConnections).toEqual([]);
  });

  it('still refuses the internal address when it is named for analysis', async () => {
    const refused = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${canary.url}/admin`, force: true },
    });
    expect(refused.statusCode).toBe(202);
    const record = await waitForAnalysis(stack.server, refused.json().analysisId as string);
    expect(record.status).toBe('failed');
    expect(JSON.stringify(record)).not.toContain(INTERNAL_TEXT);
    expect(canaryConnections).toEqual([]);
  });
});
