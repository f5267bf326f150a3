import { describe, expect, it } from 'vitest';
import type { DiscoveredPage } from '@signpost/contracts';
import { chooseAgain, publishedLinks } from './owner-choices.js';
import { comparePages } from './run-comparison.js';

const page = (path: string, selected: boolean): DiscoveredPage => ({
  url: `https://docs.example${path}`,
  title: path,
  description: '',
  category: 'docs',
  qualityScore: selected ? 8 : 3,
  selected,
  lastModified: null,
  scoredBy: 'heuristic',
  reason: '',
  language: 'en',
});

describe('chooseAgain', () => {
  const published = publishedLinks(
    '# Docs\n\n## Guides\n\n- [Install it](https://docs.example/install): my words\n- [Old](https://docs.example/old): gone now\n',
  );

  it("keeps the owner's inclusions and exclusions, with their words, and lets new pages follow the default", () => {
    const known = new Set([
      'https://docs.example/install',
      'https://docs.example/legal',
      'https://docs.example/old',
    ]);
    const chosen = chooseAgain(
      [page('/install', false), page('/legal', true), page('/upgrade', true), page('/draft', false)],
      published,
      known,
    );
    expect(chosen).toEqual([
      { url: 'https://docs.example/install', title: 'Install it', description: 'my words' },
      { url: 'https://docs.example/upgrade' },
    ]);
  });

  it('falls back to the default selection when nothing of the owner’s choosing is left', () => {
    const chosen = chooseAgain([page('/new', true), page('/other', false)], published, new Set());
    expect(chosen).toEqual([{ url: 'https://docs.example/new' }]);
  });
});

describe('comparePages', () => {
  it('tells added, removed and changed pages apart', () => {
    expect(comparePages({ '/a': '1', '/b': '2', '/c': '3' }, { '/a': '1', '/b': '9', '/d': '4' })).toEqual({
      added: ['/d'],
      removed: ['/c'],
      changed: ['/b'],
    });
  });
});
