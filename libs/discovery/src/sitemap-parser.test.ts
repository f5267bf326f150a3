import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_SITEMAP, parseSitemap } from './sitemap-parser.js';

describe('parseSitemap', () => {
  it('reads a urlset with lastmod as ISO timestamps', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc> https://example.com/a?x=1&amp;y=2 </loc><lastmod>2024-03-01</lastmod></url>
        <url><loc>https://example.com/b</loc><lastmod>not a date</lastmod></url>
        <url><lastmod>2024-03-01</lastmod></url>
      </urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: 'urlset',
      entries: [
        { loc: 'https://example.com/a?x=1&y=2', lastModified: '2024-03-01T00:00:00.000Z' },
        { loc: 'https://example.com/b', lastModified: null },
      ],
    });
  });

  it('reads a sitemap index', () => {
    const xml = `<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc>
      <lastmod>2024-01-02T03:04:05+01:00</lastmod></sitemap></sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({
      kind: 'index',
      sitemaps: [{ loc: 'https://example.com/s1.xml', lastModified: '2024-01-02T02:04:05.000Z' }],
    });
  });

  it('recognises documents that are not sitemaps', () => {
    expect(parseSitemap('<html><body>Not found</body></html>')).toEqual({ kind: 'not-a-sitemap' });
    expect(parseSitemap('')).toEqual({ kind: 'not-a-sitemap' });
  });

  it('does not expand entities declared in the document', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY big "https://evil.example/">]>
      <urlset><url><loc>&big;page</loc></url></urlset>`;
    const parsed = parseSitemap(xml);
    expect(parsed.kind).toBe('urlset');
    expect(JSON.stringify(parsed)).not.toContain('evil.example');
  });

  it('caps the entries read from one file', () => {
    const urls = Array.from(
      { length: MAX_ENTRIES_PER_SITEMAP + 5 },
      (_, i) => `<url><loc>https://e.com/${i}</loc></url>`,
    );
    const parsed = parseSitemap(`<urlset>${urls.join('')}</urlset>`);
    expect(parsed.kind === 'urlset' && parsed.entries.length).toBe(MAX_ENTRIES_PER_SITEMAP);
  });
});
