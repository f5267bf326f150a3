import { describe, expect, it } from 'vitest';
import { isSameSite, looksLikeHtmlPage, normalizePageUrl, pageSpellingKey } from './url-hygiene.js';

describe('normalizePageUrl', () => {
  it.each([
    ['https://Example.COM/Docs#install', 'https://example.com/Docs'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com./a', 'https://example.com/a'],
    ['https://user:secret@example.com/a', 'https://example.com/a'],
    ['https://example.com//docs///intro', 'https://example.com/docs/intro'],
    ['https://example.com/a?utm_source=x&utm_MEDIUM=y&id=3', 'https://example.com/a?id=3'],
    ['https://example.com/a?ref=hn', 'https://example.com/a'],
    ['https://example.com/a?fbclid=1&gclid=2', 'https://example.com/a'],
    ['https://example.com/a?page=2&sort=asc', 'https://example.com/a?page=2&sort=asc'],
    ['https://example.com/a/../b/./c', 'https://example.com/b/c'],
    ['  https://example.com/a  ', 'https://example.com/a'],
  ])('normalises %s', (raw, expected) => {
    expect(normalizePageUrl(raw)).toBe(expected);
  });

  it('resolves against a base', () => {
    expect(normalizePageUrl('../pricing?utm_campaign=x', 'https://example.com/docs/intro')).toBe(
      'https://example.com/pricing',
    );
    expect(normalizePageUrl('//cdn.example.com/x', 'https://example.com/')).toBe('https://cdn.example.com/x');
  });

  it.each([
    'mailto:hi@example.com',
    'tel:+123',
    'javascript:void(0)',
    'ftp://example.com/',
    'data:text/html,x',
  ])('returns null for %s', (raw) => {
    expect(normalizePageUrl(raw, 'https://example.com/')).toBeNull();
  });

  it('returns null for an unparseable address without a base', () => {
    expect(normalizePageUrl('/relative')).toBeNull();
  });
});

describe('isSameSite', () => {
  it.each([
    ['https://example.com/a', 'https://www.example.com/b', true],
    ['http://example.com/', 'https://example.com/', true],
    ['https://WWW.example.com/', 'https://example.com/', true],
    ['https://docs.example.com/', 'https://example.com/', false],
    ['https://example.org/', 'https://example.com/', false],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:9090/', false],
    ['not a url', 'https://example.com/', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(isSameSite(a, b)).toBe(expected);
  });
});

describe('looksLikeHtmlPage', () => {
  it.each([
    ['https://example.com/', true],
    ['https://example.com/docs/intro', true],
    ['https://example.com/page.html', true],
    ['https://example.com/v1.2/guide', true],
    ['https://example.com/report.PDF', false],
    ['https://example.com/logo.png', false],
    ['https://example.com/app.js', false],
    ['https://example.com/style.css?v=3', false],
    ['https://example.com/files/archive.zip', false],
    ['https://example.com/feed.xml', false],
  ])('%s → %s', (url, expected) => {
    expect(looksLikeHtmlPage(url)).toBe(expected);
  });
});

describe('pageSpellingKey', () => {
  it('folds the spellings static hosts answer with one page', () => {
    const spellings = [
      'https://docs.example.com/guide',
      'https://docs.example.com/guide/',
      'https://docs.example.com/guide.html',
      'https://docs.example.com/guide/index.html',
      'http://www.docs.example.com/guide',
    ];
    expect(new Set(spellings.map(pageSpellingKey)).size).toBe(1);
    expect(pageSpellingKey('https://a.example/index.html')).toBe(pageSpellingKey('https://a.example/'));
  });

  it('keeps pages apart by path, query, host and port', () => {
    const pages = [
      'https://a.example/guide',
      'https://a.example/guides',
      'https://a.example/guide?page=2',
      'https://b.example/guide',
      'https://a.example:8080/guide',
      'https://a.example/guide/intro',
    ];
    expect(new Set(pages.map(pageSpellingKey)).size).toBe(pages.length);
  });
});
