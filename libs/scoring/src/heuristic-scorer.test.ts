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
