import { describe, expect, it } from 'vitest';
import { scorePageHeuristically, type PageFeatures } from '@signpost/scoring';
import { labelledSite, rankingAuc } from '@signpost/scoring/testing';
import {
  TUNING_GENERATORS,
  corpusSites,
  scoreCorpusSite,
  type ScoredCorpusPage,
} from './support/scoring-corpus/index.js';

const count = (pages: readonly ScoredCorpusPage[]) => {
  const substantive = pages.filter((page) => page.substantive).length;
  return `${pages.length} pages (${substantive} substantive, ${pages.length - substantive} thin)`;
};

/** The page as the rules before the corpus saw it: exact duplicates only, none of the newer signals. */
const withoutNewSignals = (features: PageFeatures): PageFeatures => ({
  ...features,
  duplicateOf: features.duplicateSimilarity === 1 ? features.duplicateOf : null,
  duplicateSimilarity: undefined,
  nearDuplicateCount: undefined,
  linkDensity: undefined,
  placeholder: undefined,
  selfRepetition: undefined,
  borrowedShare: undefined,
});

const path = (url: string) => new URL(url).pathname;

/** Ranking quality of the heuristic scorer: the 45-page labelled site, then the generated corpus. */
describe('heuristic scorer ranking', () => {
  it('separates substantive pages from thin ones on the labelled site', () => {
    const site = labelledSite();
    const scored = site.map((page) => ({
      url: page.features.url,
      score: scorePageHeuristically(page.features).qualityScore,
      substantive: page.substantive,
    }));
    const auc = rankingAuc(scored);
    const substantive = scored.filter((page) => page.substantive).length;
    console.log(
      `labelled site: heuristic AUC ${auc.toFixed(3)} on ${scored.length} labelled pages ` +
        `(${substantive} substantive, ${scored.length - substantive} thin)`,
    );
    const worst = scored
      .filter((page) => !page.substantive)
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map((page) => `${path(page.url)} ${page.score}`);
    console.log(`highest-scored thin pages: ${worst.join(', ')}`);
    expect(auc).toBeGreaterThanOrEqual(0.9);
  });

  it('generalises from the tuning sites to sites of other generators', () => {
    const started = performance.now();
    const scored = corpusSites().flatMap(scoreCorpusSite);
    const elapsed = performance.now() - started;
    const tuning = scored.filter((page) => TUNING_GENERATORS.has(page.generator));
    const heldOut = scored.filter((page) => !TUNING_GENERATORS.has(page.generator));
    console.log(
      `generated corpus: ${count(scored)} from ${new Set(scored.map((page) => page.generator)).size} generators, ` +
        `extracted, signalled and scored in ${Math.round(elapsed)} ms`,
    );
    console.log(
      `tuning half (${[...TUNING_GENERATORS].join(', ')}): AUC ${rankingAuc(tuning).toFixed(3)} on ${count(tuning)}`,
    );
    console.log(`held-out half: AUC ${rankingAuc(heldOut).toFixed(3)} on ${count(heldOut)}`);
    const before = (pages: readonly ScoredCorpusPage[]) =>
      rankingAuc(
        pages.map((page) => ({
          substantive: page.substantive,
          score: scorePageHeuristically(withoutNewSignals(page.features)).qualityScore,
        })),
      ).toFixed(3);
    console.log(
      `with the rules before the site and text signals: tuning half AUC ${before(tuning)}, held-out half AUC ${before(heldOut)}`,
    );
    expect(rankingAuc(heldOut)).toBeGreaterThanOrEqual(0.92);
    for (const generator of new Set(scored.map((page) => page.generator))) {
      const pages = scored.filter((page) => page.generator === generator);
      console.log(`  ${generator}: AUC ${rankingAuc(pages).toFixed(3)} on ${count(pages)}`);
    }
    const kinds = new Map<string, number[]>();
    for (const page of heldOut)
      kinds.set(`${page.substantive ? '+' : '-'}${page.kind}`, [
        ...(kinds.get(`${page.substantive ? '+' : '-'}${page.kind}`) ?? []),
        page.score,
      ]);
    for (const [kind, scores] of [...kinds].sort()) {
      const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
      console.log(
        `  held-out ${kind}: mean ${mean.toFixed(1)}, range ${Math.min(...scores)}-${Math.max(...scores)}`,
      );
    }
    const confusing = heldOut
      .filter((page) => !page.substantive)
      .sort((a, b) => b.score - a.score)
      .slice(0, 5)
      .map((page) => `${path(page.url)} ${page.score} (${page.reason})`);
    console.log(`highest-scored thin held-out pages:\n  ${confusing.join('\n  ')}`);
    const lowest = heldOut
      .filter((page) => page.substantive)
      .sort((a, b) => a.score - b.score)
      .slice(0, 5)
      .map((page) => `${path(page.url)} ${page.score} (${page.reason})`);
    console.log(`lowest-scored substantive held-out pages:\n  ${lowest.join('\n  ')}`);
    expect(scored.length).toBeGreaterThanOrEqual(300);
  });
});
