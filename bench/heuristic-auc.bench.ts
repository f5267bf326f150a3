import { describe, expect, it } from 'vitest';
import { scorePageHeuristically } from '@signpost/scoring';
import { labelledSite, rankingAuc } from '@signpost/scoring/testing';

/** Ranking quality of the heuristic scorer on the labelled site (target AUC >= 0.9). */
describe('heuristic scorer ranking', () => {
  it('separates substantive pages from thin ones', () => {
    const site = labelledSite();
    const scored = site.map((page) => ({
      url: page.features.url,
      score: scorePageHeuristically(page.features).qualityScore,
      substantive: page.substantive,
    }));
    const auc = rankingAuc(scored);
    const substantive = scored.filter((page) => page.substantive).length;
    console.log(
      `heuristic AUC ${auc.toFixed(3)} on ${scored.length} labelled pages ` +
        `(${substantive} substantive, ${scored.length - substantive} thin)`,
    );
    const worst = scored
      .filter((page) => !page.substantive)
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map((page) => `${new URL(page.url).pathname} ${page.score}`);
    console.log(`highest-scored thin pages: ${worst.join(', ')}`);
    expect(auc).toBeGreaterThanOrEqual(0.9);
  });
});
