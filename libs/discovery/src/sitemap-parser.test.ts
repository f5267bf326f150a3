import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_SITEMAP, parseSitemap, StreamingSitemapParser } from './sitemap-parser.js';

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
      alternates: [],
    });
  });

  it('reads a sitemap index', () => {
    const xml = `<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc>
      <lastmod>2024-01-02T03:04:05+01:00</lastmod></sitemap></sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({
      kind: 'index',
      entries: [{ loc: 'https://example.com/s1.xml', lastModified: '2024-01-02T02:04:05.000Z' }],
      alternates: [],
    });
  });

  it('reads hreflang alternates and ignores image locations', () => {
    const xml = `<urlset xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
      <url><loc>https://e.com/en</loc><image:image><image:loc>https://e.com/i.png</image:loc></image:image>
      <xhtml:link rel="alternate" hreflang="fr" href="https://e.com/fr"/></url></urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: 'urlset',
      entries: [{ loc: 'https://e.com/en', lastModified: null }],
      alternates: ['https://e.com/fr'],
    });
  });

  it('reads RSS and Atom feeds', () => {
    const rss = `<rss version="2.0"><channel><link>https://e.com/</link><item><title>A</title>
      <link>https://e.com/posts/a</link><pubDate>Tue, 02 Jan 2024 10:00:00 GMT</pubDate></item></channel></rss>`;
    expect(parseSitemap(rss).entries).toEqual([
      { loc: 'https://e.com/posts/a', lastModified: '2024-01-02T10:00:00.000Z' },
    ]);
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><link href="https://e.com/"/><entry>
      <link rel="alternate" href="https://e.com/posts/b"/><link rel="edit" href="https://e.com/edit/b"/>
      <updated>2024-02-03T00:00:00Z</updated></entry></feed>`;
    expect(parseSitemap(atom)).toMatchObject({
      kind: 'feed',
      entries: [{ loc: 'https://e.com/posts/b', lastModified: '2024-02-03T00:00:00.000Z' }],
    });
  });

  it('reads a plain-text sitemap, one address a line, fed in pieces', () => {
    const parser = new StreamingSitemapParser();
    for (const piece of [
      'https://e.com/a\r\nhttps://e.',
      'com/b\n',
      'ftp://e.com/x\n# comment\nhttps://e.com/c',
    ])
      parser.write(piece);
    expect(parser.finish()).toEqual({
      kind: 'text',
      entries: ['a', 'b', 'c'].map((path) => ({ loc: `https://e.com/${path}`, lastModified: null })),
      alternates: [],
    });
  });

  it('recognises documents that are not sitemaps', () => {
    expect(parseSitemap('<html><body>Not found</body></html>').kind).toBe('not-a-sitemap');
    expect(parseSitemap('')).toEqual({ kind: 'not-a-sitemap', entries: [], alternates: [] });
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
    expect(parsed.entries).toHaveLength(MAX_ENTRIES_PER_SITEMAP);
  });

  it('stops wanting more once a lower cap is reached, mid-document', () => {
    const parser = new StreamingSitemapParser(3);
    parser.write('<urlset>');
    for (let i = 0; i < 10 && parser.wantsMore; i += 1)
      parser.write(`<url><loc>https://e.com/${i}</loc></url>`);
    expect(parser.wantsMore).toBe(false);
    expect(parser.finish().entries.map((entry) => entry.loc)).toEqual([
      'https://e.com/0',
      'https://e.com/1',
      'https://e.com/2',
    ]);
  });
});
