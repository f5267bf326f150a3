import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { run } from './cli.js';

const ARTICLE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
  `<p>${`${title} explained step by step for developers, with examples. `.repeat(12)}</p></main></body></html>`;
/** The home page is an empty shell whose links exist only once its script has run. */
const PAGES: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html',
    body: '<!doctype html><html><head><title>Shell Co</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
  },
  '/app.js': {
    type: 'text/javascript',
    body: `document.getElementById('root').innerHTML = '<a href="/docs/start">Start</a>';`,
  },
  '/docs/start': { type: 'text/html', body: ARTICLE('Getting started') },
};

let site: http.Server;
let origin: string;
const dir = mkdtempSync(join(tmpdir(), 'signpost-cli-render-'));

beforeAll(async () => {
  site = http.createServer((request, response) => {
    const page = PAGES[new URL(request.url ?? '/', 'http://x').pathname];
    if (page) response.writeHead(200, { 'content-type': page.type }).end(page.body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

// The CLI renders through a render child of its own, as npm start does, so Chromium never shares
// the CLI's environment; without it this site would stop at its empty home page.
it('finds the pages of a site built by JavaScript through its own render child', async () => {
  let stdout = '';
  const code = await run(
    ['generate', origin, '--max-pages', '10', '--out', join(dir, 'out'), '--json'],
    { out: { write: (text: string) => ((stdout += text), true) }, err: { isTTY: false, write: () => true } },
    {
      LOG_LEVEL: 'silent',
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_TIMEOUT_MS: '5000',
      JOB_BACKOFF_MS: '50',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
  );
  expect(code).toBe(0);
  expect(JSON.parse(stdout)).toMatchObject({ status: 'completed' });
  expect(readFileSync(join(dir, 'out', 'llms.txt'), 'utf8')).toContain(`${origin}/docs/start`);
}, 90_000);
