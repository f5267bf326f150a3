import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher } from '@signpost/fetch';
import { startLocalServer, type LocalServer } from '@signpost/testing/servers';
import { readSitemaps } from './sitemap-reader.js';

const ENTRIES = 40_000;
const MAX_BYTES = 256 * 1024;

/** A sitemap is streamed from the network: files far larger than a page's byte cap are read whole. */
describe('readSitemaps', () => {
  let server: LocalServer;
  let origin = '';
  const sitemap = () =>
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
      { length: ENTRIES },
      (_, i) => `<url><loc>${origin}/page-${i}</loc></url>`,
    ).join('')}</urlset>`;
  const fetcher = createGuardedFetcher({
    allowPrivate: true,
    userAgent: 'SignpostBot/test',
    timeoutMs: 10_000,
    maxBytes: MAX_BYTES,
    maxStreamBytes: 50 * 1024 * 1024,
    maxRedirects: 5,
    hostConcurrency: 4,
  });

  beforeAll(async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === '/sitemap.xml')
        response.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap());
      else if (request.url === '/sitemap.xml.gz') response.writeHead(200).end(gzipSync(sitemap()));
      else response.writeHead(404).end();
    });
    origin = server.url;
  });
  afterAll(async () => {
    await fetcher.close();
    await server.close();
  });

  it.each(['/sitemap.xml', '/sitemap.xml.gz'])(
    'reads all of %s, many times the page byte cap',
    async (path) => {
      expect(Buffer.byteLength(sitemap())).toBeGreaterThan(4 * MAX_BYTES);
      const result = await readSitemaps([`${origin}${path}`], { fetcher, entryBudget: 100_000 });
      expect(result.problems).toEqual([]);
      expect(result.found).toBe(true);
      expect(result.entries).toHaveLength(ENTRIES);
      expect(result.entries.at(-1)?.loc).toBe(`${origin}/page-${ENTRIES - 1}`);
    },
  );
});
