import { describe, expect, it } from 'vitest';
import type { LlmsTxtLink } from './parse.js';
import { scoreFindings } from './score.js';
import { compareWithSitemap, pageKey } from './sitemap-coverage.js';

const ORIGIN = 'https://docs.example.com';
const sitemapOf = (paths: string[]) => new Set(paths.map((path) => pageKey(`${ORIGIN}${path}`) ?? ''));
const linksTo = (urls: string[]): LlmsTxtLink[] =>
  urls.map((url, index) => ({ title: url, url, notes: null, line: index + 5 }));
const sitePaths = Array.from({ length: 40 }, (_, index) => `/docs/page-${index}/`);

function judge(urls: string[], sitemap = sitemapOf(sitePaths), fileUrl = `${ORIGIN}/llms.txt`) {
  const { findings } = compareWithSitemap(linksTo(urls), fileUrl, sitemap);
  return { codes: findings.map((finding) => finding.check), score: scoreFindings(findings) };
}

describe('compareWithSitemap: how much of the site the file covers', () => {
  it('measures a folder’s own llms.txt (version 2) against the pages under that folder only', () => {
    const sitemap = sitemapOf([
      ...sitePaths,
      ...Array.from({ length: 60 }, (_, index) => `/blog/post-${index}/`),
    ]);
    const docs = sitePaths.map((path) => `${ORIGIN}${path}`);
    expect(judge(docs, sitemap, `${ORIGIN}/docs/llms.txt`).codes).toEqual([]);
    expect(judge(docs, sitemap).codes).toEqual(['sitemap_share_low']);
  });

  it('caps the score of a file linking to one page of a 40-page sitemap at 50', () => {
    const { codes, score } = judge([`${ORIGIN}/docs/page-0/`]);
    expect(codes).toEqual(['sitemap_share_minimal']);
    expect(score).toBe(50);
  });

  it('takes 20 off a file linking to under half of the sitemap', () => {
    const { codes, score } = judge(sitePaths.slice(0, 12).map((path) => `${ORIGIN}${path}`));
    expect(codes).toEqual(['sitemap_share_low']);
    expect(score).toBe(80);
  });

  it('counts every spelling of a sitemap page as that page (.html, index.html, no slash, http, www)', () => {
    const spellings = sitePaths.slice(0, 25).map((path, index) => {
      const bare = path.slice(0, -1);
      const forms = [
        `${ORIGIN}${bare}`,
        `${ORIGIN}${bare}.html`,
        `${ORIGIN}${path}index.html`,
        `http://docs.example.com${path}`,
        `https://www.docs.example.com${bare}`,
      ];
      return forms[index % forms.length] ?? '';
    });
    expect(judge(spellings)).toEqual({ codes: [], score: 100 });
  });

  it('judges against the sitemap pages of the file own host only, and not small sitemaps', () => {
    const mixed = new Set([...sitemapOf(sitePaths.slice(0, 4)), 'blog.example.com/a', 'blog.example.com/b']);
    const otherHost = Array.from({ length: 30 }, (_, index) => `shop.example.com/item-${index}`);
    expect(judge([`${ORIGIN}/docs/page-0/`], mixed).codes).toEqual([]);
    expect(judge([`${ORIGIN}/docs/page-0/`], new Set([...mixed, ...otherHost])).codes).toEqual([]);
  });

  it('counts a sitemap of thousands of pages as 500, the most an index is expected to hold', () => {
    const large = Array.from({ length: 5_000 }, (_, index) => `/blog/post-${index}`);
    const links = large.slice(0, 260).map((path) => `${ORIGIN}${path}`);
    expect(judge(links, sitemapOf(large)).codes).toEqual([]);
    expect(judge(links.slice(0, 40), sitemapOf(large)).codes).toEqual(['sitemap_share_minimal']);
  });
});
