import { describe, expect, it } from 'vitest';
import { scorePageHeuristically } from './heuristic-scorer.js';
import { labelledSite, rankingAuc } from './testing/labelled-pages.test-support.js';

describe('heuristic ranking quality on the labelled site', () => {
  const site = labelledSite();
  const scored = site.map((page) => ({
    score: scorePageHeuristically(page.features).qualityScore,
    substantive: page.substantive,
  }));

  it('has enough labelled pages of both kinds to measure', () => {
    expect(site.length).toBeGreaterThanOrEqual(40);
    expect(scored.filter((page) => page.substantive).length).toBeGreaterThanOrEqual(15);
    expect(scored.filter((page) => !page.substantive).length).toBeGreaterThanOrEqual(15);
  });

  it('ranks substantive pages above thin ones with an AUC of at least 0.9', () => {
    expect(rankingAuc(scored)).toBeGreaterThanOrEqual(0.9);
  });

  it('computes the AUC as the chance a substantive page outscores a thin one', () => {
    expect(
      rankingAuc([
        { score: 2, substantive: true },
        { score: 1, substantive: false },
      ]),
    ).toBe(1);
    expect(
      rankingAuc([
        { score: 1, substantive: true },
        { score: 2, substantive: false },
      ]),
    ).toBe(0);
    expect(
      rankingAuc([
        { score: 1, substantive: true },
        { score: 1, substantive: false },
      ]),
    ).toBe(0.5);
  });
});
