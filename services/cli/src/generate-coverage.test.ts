import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLlmsTxt } from '@signpost/llmstxt';
import { startLocalServer, type LocalServer } from '@signpost/testing';
import { run } from './cli.js';

const ENV = {
  LOG_LEVEL: 'silent',
  SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
  CRAWL_TIMEOUT_MS: '5000',
  JOB_BACKOFF_MS: '50',
};
const TAG_PAGES = Array.from({ length: 12 }, (_, index) => `/tags/topic-${index}`);

/** A site whose sitemap lists 13 pages, of which every one but the home page asks not to be indexed. */
function mostlyNoindexSite(): http.RequestListener {
  return (request, response) => {
    const { port } = request.socket.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const path = request.url ?? '/';
    if (path === '/sitemap.xml') {
      const urls = ['/', ...TAG_PAGES].map((page) => `<url><loc>${origin}${page}</loc></url>`).join('');
      response.writeHead(200, { 'content-type': 'application/xml' }).end(`<urlset>${urls}</urlset>`);
    } else if (path === '/') {
      const body = '<h1>Tagged Co</h1><p>Tagged Co makes tools for sorting things into useful topics.</p>';
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Tagged Co</title>${body}`);
    } else if (TAG_PAGES.includes(path)) {
      const head = '<meta name="robots" content="noindex"><title>Tag</title>';
      response.writeHead(200, { 'content-type': 'text/html' }).end(`${head}<p>Posts tagged ${path}.</p>`);
    } else {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  };
}

describe('signpost generate on a site it can keep little of', () => {
  let server: LocalServer;
  const dir = mkdtempSync(join(tmpdir(), 'signpost-cli-coverage-'));
  let origin = '';

  beforeAll(async () => {
    server = await startLocalServer(mostlyNoindexSite());
    origin = server.url;
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says why in its message, and scores the file by the share of the sitemap it covers', async () => {
    let stdout = '';
    const code = await run(
      ['generate', `${origin}/`, '--out', dir, '--json'],
      {
        out: { write: (text: string) => ((stdout += text), true) },
        err: { isTTY: false, write: () => true },
      },
      ENV,
    );
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    expect(
      parseLlmsTxt(readFileSync(join(dir, 'llms.txt'), 'utf8')).sections.flatMap((s) => s.links),
    ).toHaveLength(1);
    expect(summary).toMatchObject({
      status: 'completed',
      pagesFound: 1,
      score: 50,
      message: expect.stringContaining('12 asked not to be indexed (noindex)'),
    });
  }, 90_000);
});
