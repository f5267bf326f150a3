import { describe, expect, it } from 'vitest';
import { scorePageHeuristically, type PageFeatures } from './heuristic-scorer.js';

const page = (overrides: Partial<PageFeatures>): PageFeatures => ({
  url: 'https://example.com/docs/install',
  title: 'Install the CLI',
  description: 'How to install the command-line tool on macOS, Linux and Windows, with checks.',
  headings: ['Install', 'macOS', 'Linux', 'Windows'],
  wordCount: 900,
  category: 'docs',
  isHomepage: false,
  boilerplateRatio: 0,
  duplicateOf: null,
  ...overrides,
});

describe('heuristic scorer', () => {
  it('rates a deep, structured documentation page highly', () => {
    const { qualityScore, reason } = scorePageHeuristically(page({}));
    expect(qualityScore).toBe(9);
    expect(reason).toMatch(/in-depth content/i);
  });

  it('rates a thin legal page low', () => {
    const score = scorePageHeuristically(
      page({ category: 'legal', wordCount: 40, description: '', headings: [] }),
    );
    expect(score.qualityScore).toBe(1);
    expect(score.reason).toMatch(/thin content/i);
  });

  it('ranks by content depth when everything else is equal', () => {
    const scores = [50, 200, 500, 1500, 3000].map(
      (wordCount) => scorePageHeuristically(page({ wordCount })).qualityScore,
    );
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBeGreaterThan(3);
  });

  it('marks a duplicate down and names the original', () => {
    const original = scorePageHeuristically(page({}));
    const duplicate = scorePageHeuristically(page({ duplicateOf: 'https://example.com/docs/setup' }));
    expect(original.qualityScore - duplicate.qualityScore).toBe(3);
    expect(duplicate.reason).toMatch(/duplicate of \/docs\/setup/i);
  });

  it('counts only the words of its own: a page of repeated site text is thin', () => {
    const repeated = scorePageHeuristically(page({ wordCount: 900, boilerplateRatio: 0.9 }));
    expect(repeated.qualityScore).toBeLessThan(
      scorePageHeuristically(page({ wordCount: 900 })).qualityScore - 3,
    );
    expect(repeated.reason).toMatch(/thin content \(90 words\)/i);
    expect(repeated.reason).toMatch(/repeated across the site \(90%\)/i);
  });

  it('always answers within 1-10 with one decimal', () => {
    const extremes = [
      page({ wordCount: 0, description: '', headings: [], title: '', category: 'legal' }),
      page({ wordCount: 10_000, isHomepage: true }),
    ];
    for (const features of extremes) {
      const { qualityScore } = scorePageHeuristically(features);
      expect(qualityScore).toBeGreaterThanOrEqual(1);
      expect(qualityScore).toBeLessThanOrEqual(10);
      expect(Math.round(qualityScore * 10)).toBe(qualityScore * 10);
    }
  });

  it('is deterministic', () => {
    expect(scorePageHeuristically(page({ wordCount: 321 }))).toEqual(
      scorePageHeuristically(page({ wordCount: 321 })),
    );
  });
});
