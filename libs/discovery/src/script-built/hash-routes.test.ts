import { describe, expect, it } from 'vitest';
import type { GuardedFetcher } from '@signpost/fetch';
import { normalizePageUrl, pageSpellingKey } from '../url-hygiene.js';
import { sourceOfRoute } from './hash-routes.js';
import { answerFor } from './page-answers.js';

describe('hash routes', () => {
  it('keeps a fragment that names a route and drops one that names a place', () => {
    expect(normalizePageUrl('https://example.com/#/guide/setup')).toBe('https://example.com/#/guide/setup');
    expect(normalizePageUrl('#!/about', 'https://example.com/')).toBe('https://example.com/#!/about');
    expect(normalizePageUrl('https://example.com/docs#install')).toBe('https://example.com/docs');
    expect(normalizePageUrl('https://example.com/#top')).toBe('https://example.com/');
  });

  it("drops a route's own query and the root route, which is the page itself", () => {
    expect(normalizePageUrl('https://example.com/#/guide?id=wiring')).toBe('https://example.com/#/guide');
    expect(normalizePageUrl('https://example.com/#/')).toBe('https://example.com/');
  });

  it('tells routes of one page apart when comparing spellings', () => {
    expect(pageSpellingKey('https://example.com/#/a')).not.toBe(pageSpellingKey('https://example.com/#/b'));
    expect(pageSpellingKey('https://example.com/index.html#/a')).toBe(
      pageSpellingKey('https://example.com/#/a'),
    );
  });

  it('finds the markdown file a route is built from', () => {
    const base = 'https://example.com/docs/';
    expect(sourceOfRoute('/guide/setup', base)).toBe('https://example.com/docs/guide/setup.md');
    expect(sourceOfRoute('/guide/', base)).toBe('https://example.com/docs/guide/README.md');
    expect(sourceOfRoute('/', base)).toBe('https://example.com/docs/README.md');
  });

  it('reads no hash route without a browser, and asks no server for it', async () => {
    const asked: string[] = [];
    const fetcher = {
      fetch: (url: string) => {
        asked.push(url);
        return Promise.reject(new Error('not asked'));
      },
    } as unknown as GuardedFetcher;
    await expect(answerFor('https://example.com/#/guide', {}, { fetcher })).rejects.toMatchObject({
      code: 'unsupported_protocol',
    });
    expect(asked).toEqual([]);
  });
});
