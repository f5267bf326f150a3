import { describe, expect, it } from 'vitest';
import { internalPageKind, type InternalPageEvidence } from './internal-pages.js';

const page = (overrides: Partial<InternalPageEvidence>): InternalPageEvidence => ({
  url: 'https://blog.test/posts/hello',
  title: 'Hello',
  headings: ['Hello'],
  newWords: 600,
  linkDensity: 0.05,
  placeholder: null,
  referenceEntry: false,
  checklist: false,
  linkListShare: 0,
  ...overrides,
});

describe('internal and unfinished pages', () => {
  it.each([
    ['https://blog.test/tags/css/', 'tag listing'],
    ['https://blog.test/tag/css', 'tag listing'],
    ['https://blog.test/archive/', 'archive listing'],
    ['https://blog.test/2024/05/', 'archive listing'],
    ['https://blog.test/category/news/', 'category index'],
    ['https://blog.test/authors/ana/', 'author listing'],
  ])('recognises %s, a list of posts, as a %s', (url, kind) => {
    expect(internalPageKind(page({ url, linkListShare: 0.8 }))).toBe(kind);
  });

  it('recognises a listing by its title when its address says nothing', () => {
    expect(
      internalPageKind(page({ url: 'https://blog.test/blog/', headings: ['Archive'], newWords: 10 })),
    ).toBe('listing');
    expect(internalPageKind(page({ headings: ['Posts by Ana'], linkDensity: 0.6 }))).toBe('listing');
  });

  it('keeps a page at a listing address that is no list', () => {
    expect(internalPageKind(page({ url: 'https://docs.test/api/tags' }))).toBeNull();
    expect(
      internalPageKind(page({ url: 'https://docs.test/api/tags', newWords: 20, referenceEntry: true })),
    ).toBeNull();
    expect(
      internalPageKind(page({ url: 'https://docs.test/guide/tags-and-filters', linkListShare: 0.8 })),
    ).toBeNull();
  });

  it('recognises drafts by their folder and to-do pages by address and shape', () => {
    expect(internalPageKind(page({ url: 'https://blog.test/drafts/new-post/' }))).toBe('draft');
    expect(internalPageKind(page({ url: 'https://docs.test/todo.html', checklist: true }))).toBe(
      'to-do page',
    );
    expect(internalPageKind(page({ url: 'https://docs.test/todo', newWords: 40 }))).toBe('to-do page');
    expect(internalPageKind(page({ url: 'https://docs.test/todo' }))).toBeNull();
    expect(internalPageKind(page({ url: 'https://docs.test/guide/draft-mode' }))).toBeNull();
  });
});
