import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_XML_BYTES, SitemapFeed } from './sitemap-feed.js';
import { StreamingSitemapParser } from './sitemap-parser.js';

const urlset = (count: number) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
    { length: count },
    (_, i) => `<url><loc>https://example.com/page-${i}</loc></url>`,
  ).join('')}</urlset>`;

async function feedInChunks(bytes: Buffer, size: number) {
  const parser = new StreamingSitemapParser();
  const feed = new SitemapFeed(parser);
  for (let start = 0; start < bytes.length; start += size) {
    if (!feed.write(bytes.subarray(start, start + size))) break;
  }
  const problem = await feed.end();
  return { problem, parsed: parser.finish() };
}

describe('SitemapFeed', () => {
  it('parses plain and gzipped sitemaps however the bytes are split', async () => {
    const xml = Buffer.from(urlset(300));
    for (const bytes of [xml, gzipSync(xml)]) {
      for (const size of [1, 7, 4096]) {
        const { problem, parsed } = await feedInChunks(bytes, size);
        expect(problem).toBeNull();
        expect(parsed.kind).toBe('urlset');
        expect(parsed.entries).toHaveLength(300);
        expect(parsed.entries[299]?.loc).toBe('https://example.com/page-299');
      }
    }
  });

  it('stops a gzip bomb at the unpacked cap', async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_SITEMAP_XML_BYTES + 1024 * 1024, ' '));
    const { problem } = await feedInChunks(bomb, 64 * 1024);
    expect(problem).toMatch(/unpacks to more than/);
  });

  it('reports a broken gzip file', async () => {
    const broken = Buffer.concat([gzipSync(Buffer.from(urlset(10))).subarray(0, 20), Buffer.from('garbage')]);
    const { problem } = await feedInChunks(broken, 8);
    expect(problem).toMatch(/not a valid gzip file/);
  });
});
