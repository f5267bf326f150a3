import type { MyAnalysisItem } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_VIEW,
  hostOf,
  itemAction,
  parseSortOrder,
  parseStatusFilter,
  rerunPath,
  viewAnalyses,
} from './analysis-list.js';

function item(overrides: Partial<MyAnalysisItem> & Pick<MyAnalysisItem, 'id'>): MyAnalysisItem {
  return {
    url: 'https://example.com/',
    status: 'completed',
    tier: 'starter',
    discoveredPagesCount: 10,
    siteType: 'multi-page',
    analysisMethod: 'sitemap',
    createdAt: '2026-11-01T10:00:00.000Z',
    processingTime: 4.2,
    metrics: { aiCallsUsed: 5, cachedPages: 0 },
    ...overrides,
  };
}

const items = [
  item({
    id: 'a',
    url: 'https://Docs.Acme.dev/',
    createdAt: '2026-11-02T00:00:00.000Z',
    discoveredPagesCount: 40,
  }),
  item({
    id: 'b',
    url: 'https://blog.example.org/',
    status: 'failed',
    createdAt: '2026-11-04T00:00:00.000Z',
  }),
  item({
    id: 'c',
    url: 'https://acme.dev/shop',
    status: 'processing',
    createdAt: '2026-11-03T00:00:00.000Z',
    discoveredPagesCount: 40,
  }),
  item({
    id: 'd',
    url: 'https://example.com/',
    createdAt: '2026-11-01T00:00:00.000Z',
    discoveredPagesCount: 90,
  }),
];
const ids = (list: MyAnalysisItem[]) => list.map((entry) => entry.id);

describe('viewAnalyses', () => {
  it('shows everything newest first by default', () => {
    expect(ids(viewAnalyses(items, DEFAULT_LIST_VIEW))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('sorts oldest first, and by most pages with the newest first among equals', () => {
    expect(ids(viewAnalyses(items, { ...DEFAULT_LIST_VIEW, sort: 'oldest' }))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(viewAnalyses(items, { ...DEFAULT_LIST_VIEW, sort: 'most-pages' }))).toEqual([
      'd',
      'c',
      'a',
      'b',
    ]);
  });

  it('searches the address case-insensitively, ignoring surrounding spaces', () => {
    expect(ids(viewAnalyses(items, { ...DEFAULT_LIST_VIEW, search: '  ACME.dev ' }))).toEqual(['c', 'a']);
    expect(viewAnalyses(items, { ...DEFAULT_LIST_VIEW, search: 'nowhere' })).toEqual([]);
  });

  it('filters by status, "In Progress" being the running analyses', () => {
    expect(ids(viewAnalyses(items, { ...DEFAULT_LIST_VIEW, status: 'completed' }))).toEqual(['a', 'd']);
    expect(ids(viewAnalyses(items, { ...DEFAULT_LIST_VIEW, status: 'processing' }))).toEqual(['c']);
    expect(ids(viewAnalyses(items, { ...DEFAULT_LIST_VIEW, status: 'failed' }))).toEqual(['b']);
  });

  it('combines search, filter and sort, and leaves its input alone', () => {
    const before = ids(items);
    const shown = viewAnalyses(items, { search: 'acme', status: 'completed', sort: 'oldest' });
    expect(ids(shown)).toEqual(['a']);
    expect(ids(items)).toEqual(before);
  });
});

describe('list helpers', () => {
  it('parses the select values, falling back to the defaults', () => {
    expect(parseStatusFilter('failed')).toBe('failed');
    expect(parseStatusFilter('analyzing')).toBe('all');
    expect(parseSortOrder('most-pages')).toBe('most-pages');
    expect(parseSortOrder('random')).toBe('newest');
  });

  it('names the host, or keeps an address that does not parse', () => {
    expect(hostOf('https://docs.acme.dev/guide?x=1')).toBe('docs.acme.dev');
    expect(hostOf('http://127.0.0.1:8083/docs/')).toBe('127.0.0.1:8083');
    expect(hostOf('https://docs.acme.dev:443/')).toBe('docs.acme.dev');
    expect(hostOf('not a url')).toBe('not a url');
  });

  it('re-runs through the home wizard with the address and rerun=true', () => {
    const path = new URL(rerunPath('https://acme.dev/a?b=1&c=2'), 'http://signpost.test');
    expect(path.pathname).toBe('/');
    expect(path.searchParams.get('url')).toBe('https://acme.dev/a?b=1&c=2');
    expect(path.searchParams.get('rerun')).toBe('true');
  });

  it('offers View and Re-run when done, Processing while running, Retry after a failure', () => {
    expect(itemAction('completed')).toBe('view-and-rerun');
    expect(itemAction('processing')).toBe('processing');
    expect(itemAction('failed')).toBe('retry');
  });
});
