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
    // -3 for the duplicate, and its words no longer count as depth: it adds none of its own.
    expect(original.qualityScore - duplicate.qualityScore).toBe(6.5);
    expect(duplicate.reason).toMatch(/duplicate of \/docs\/setup/i);
  });

  it('counts only the new words of a near-duplicate and names what it copies', () => {
    const near = scorePageHeuristically(
      page({ duplicateOf: 'https://example.com/docs/setup', duplicateSimilarity: 0.7, wordCount: 1000 }),
    );
    expect(near.reason).toMatch(/nearly the same text as \/docs\/setup/i);
    expect(near.reason).toMatch(/substantial content \(300 words\)/i);
  });

  it('marks down the first page of a template filled in three times or more', () => {
    const alone = scorePageHeuristically(page({ nearDuplicateCount: 2 })).qualityScore;
    const template = scorePageHeuristically(page({ nearDuplicateCount: 12 }));
    expect(alone - template.qualityScore).toBe(2);
    expect(template.reason).toMatch(/one of 12 pages with nearly the same text/i);
  });

  it('counts link text out of the depth and marks down a page of links', () => {
    const index = scorePageHeuristically(page({ linkDensity: 0.8, wordCount: 400 }));
    expect(index.reason).toMatch(/mostly links \(80% of the words\)/i);
    expect(index.reason).toMatch(/thin content \(80 words\)/i);
    expect(index.qualityScore).toBeLessThan(
      scorePageHeuristically(page({ wordCount: 400 })).qualityScore - 3,
    );
  });

  it('puts a placeholder near the bottom whatever its length', () => {
    const lorem = scorePageHeuristically(page({ placeholder: 'lorem ipsum', wordCount: 1500 }));
    expect(lorem.qualityScore).toBe(5);
    expect(lorem.reason).toMatch(/placeholder text \('lorem ipsum'\)/i);
  });

  it('marks down text that repeats itself or is copied from other pages', () => {
    const full = scorePageHeuristically(page({})).qualityScore;
    const spun = scorePageHeuristically(page({ selfRepetition: 0.5 }));
    expect(spun.reason).toMatch(/repeats itself \(50% of its phrases\)/i);
    expect(spun.qualityScore).toBeLessThan(full - 2);
    const listing = scorePageHeuristically(page({ borrowedShare: 0.7 }));
    expect(listing.reason).toMatch(/mostly text found on other pages \(70%\)/i);
    expect(listing.qualityScore).toBeLessThan(full - 3);
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

  it('does not call a short reference entry thin, unless it is a copy', () => {
    const entry = page({
      url: 'https://example.com/config/ui',
      category: 'other',
      wordCount: 30,
      headings: ['ui'],
    });
    const thin = scorePageHeuristically(entry);
    const concise = scorePageHeuristically({ ...entry, referenceEntry: true });
    expect(thin.reason).toMatch(/thin content/i);
    expect(concise.reason).toMatch(/concise reference entry/i);
    expect(concise.qualityScore - thin.qualityScore).toBe(2);
    const copy = scorePageHeuristically({
      ...entry,
      referenceEntry: true,
      duplicateOf: 'https://example.com/v1/config/ui',
    });
    expect(copy.reason).toMatch(/thin content/i);
  });

  it('scores a page of a reference set as API reference', () => {
    const entry = page({ url: 'https://example.com/config/ui', category: 'other', referenceEntry: true });
    const inSet = scorePageHeuristically({ ...entry, referenceSetSize: 40 });
    expect(inSet.qualityScore - scorePageHeuristically(entry).qualityScore).toBe(1.5);
    expect(inSet.reason).toMatch(/one of 40 reference pages in \/config\//i);
  });

  it('keeps internal and unfinished pages below the default selection however they read', () => {
    const tagPage = scorePageHeuristically(
      page({ url: 'https://example.com/tags/css/', linkListShare: 0.9 }),
    );
    expect(tagPage.qualityScore).toBe(2);
    expect(tagPage.reason).toMatch(/^Internal or unfinished page \(tag listing\)/);
  });
});
