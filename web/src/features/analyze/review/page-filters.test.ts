import { describe, expect, it } from 'vitest';
import { page } from '../workflow/test-fixtures.js';
import { countByFilter, FILTER_QUALIFIERS, toSelectedPages } from './page-filters.js';

describe('countByFilter', () => {
  it('counts the pages each filter shows', () => {
    const pages = [
      page('/docs', 9, { category: 'docs' }),
      page('/api', 6, { category: 'api-reference' }),
      page('/guide', 7, { category: 'tutorial' }),
      page('/blog', 3, { category: 'blog' }),
    ];

    expect(countByFilter(pages)).toEqual({ all: 4, 'high-quality': 2, documentation: 2, tutorials: 1 });
  });

  it('says what "High Quality Only" counts, 7 and up, and that its 7s are badged Medium', () => {
    expect(FILTER_QUALIFIERS['high-quality']).toEqual({
      short: '7+',
      description:
        'Pages scoring 7 or more. The High badge starts at 8, so pages scoring 7 to below 8 are listed here with a Medium badge.',
    });
  });
});

describe('toSelectedPages', () => {
  it('sends the selected pages in page order with bounded fields', () => {
    const pages = [page('/a', 9, { title: 'T'.repeat(600) }), page('/b', 4), page('/c', 6)];

    const selected = toSelectedPages(pages, new Set(['https://example.com/c', 'https://example.com/a']));

    expect(selected.map((entry) => entry.url)).toEqual(['https://example.com/a', 'https://example.com/c']);
    expect(selected[0]!.title).toHaveLength(500);
    expect(selected.every((entry) => entry.selected)).toBe(true);
  });
});
