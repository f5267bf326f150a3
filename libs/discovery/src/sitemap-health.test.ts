import { describe, expect, it } from 'vitest';
import { page, pagesAt, urlset } from '@signpost/testing/sites';
import type { Candidate } from './candidate.js';
import { droppedPagesNote } from './dropped-pages-note.js';
import { SitemapHealth } from './sitemap-health.js';
import { discoveryFixtures, pathsOf } from './testing/discover-site.test-support.js';

const { serve, discover } = discoveryFixtures();

const range = (count: number, path: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => path(i));

function settled(url: string, outcome: 'kept' | 'not_found' | 'failed'): Candidate {
  const candidate: Candidate = {
    index: 0,
    rank: 0,
    url,
    source: 'sitemap',
    lastModified: null,
    state: 'fetched',
  };
  if (outcome === 'not_found') return { ...candidate, state: 'dropped', dropReason: 'not_found' };
  if (outcome === 'failed') return { ...candidate, state: 'failed' };
  return candidate;
}

const pending = (url: string): Candidate => ({
  index: 0,
  rank: 0,
  url,
  source: 'sitemap',
  lastModified: null,
  state: 'pending',
});

describe('SitemapHealth', () => {
  it('judges a section dead after a run of entries that are no pages, and only that section', () => {
    const health = new SitemapHealth();
    for (let i = 0; i < 31; i++)
      health.record(settled(`https://a.test/p/${i}`, i % 2 ? 'failed' : 'not_found'));
    expect(health.isDead(pending('https://a.test/p/99'))).toBe(false);
    health.record(settled('https://a.test/p/31', 'not_found'));
    expect(health.isDead(pending('https://a.test/p/99'))).toBe(true);
    expect(health.isDead(pending('https://a.test/docs/intro'))).toBe(false);
    expect(health.isDead({ ...pending('https://a.test/p/100'), source: 'link' })).toBe(false);
  });

  it('keeps reading a section whose entries are pages often enough', () => {
    const health = new SitemapHealth();
    for (let i = 0; i < 10; i++) health.record(settled(`https://a.test/p/live-${i}`, 'kept'));
    for (let i = 0; i < 89; i++) health.record(settled(`https://a.test/p/${i}`, 'not_found'));
    // 10 pages of 99 entries: more than one in ten, whatever the run of 404s since.
    expect(health.isDead(pending('https://a.test/p/next'))).toBe(false);
    health.record(settled('https://a.test/p/89', 'not_found'));
    health.record(settled('https://a.test/p/90', 'not_found'));
    expect(health.isDead(pending('https://a.test/p/next'))).toBe(true);
  });
});

describe('discoverSite: a sitemap whose pages do not exist', () => {
  it('stops fetching a sitemap section that answers 404, and still reads the live pages', async () => {
    const gone = range(400, (i) => `/p/${i}`);
    const fixture = await serve({
      '/': page('Home', ['/about']),
      '/sitemap.xml': urlset([...gone, '/docs/a', '/docs/b'].map((path) => ({ path }))),
      ...pagesAt('/about', '/docs/a', '/docs/b'),
    });
    const result = await discover(fixture, 1_000);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', '/docs/a', '/docs/b', '/about']);
    const asked = fixture.requests.filter((path) => path.startsWith('/p/')).length;
    expect(asked).toBeGreaterThanOrEqual(32);
    expect(asked).toBeLessThan(100);
    expect(result.droppedPages.not_found).toBe(asked);
    expect(result.droppedPages.sitemap_dead).toBe(400 - asked);
    expect(droppedPagesNote(result.pages.length, result.droppedPages)).toContain(
      `${400 - asked} were listed by a sitemap whose pages in that section answered 404`,
    );
  });

  it('reads every live page of a sitemap with a few 404s among them', async () => {
    const listed = range(300, (i) => `/p/${i}`);
    const live = listed.filter((_, i) => i % 8 !== 0);
    const fixture = await serve({
      '/': page('Home'),
      '/sitemap.xml': urlset(listed.map((path) => ({ path }))),
      ...pagesAt(...live),
    });
    const result = await discover(fixture, 1_000);
    expect(pathsOf(fixture, result.pages)).toEqual(['/', ...live]);
    expect(result.droppedPages).toEqual({ not_found: listed.length - live.length });
  });
});
