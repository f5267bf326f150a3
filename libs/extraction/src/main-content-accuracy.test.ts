import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';
import { measureMainContent, readabilityPages, shingleAgreement } from './testing/index.test-support.js';

const pages = readabilityPages();

/**
 * The target for main content against the references of Mozilla Readability's 130 real
 * pages; `npm run bench -- bench/extraction-quality.bench.ts` prints the figures beside a plain
 * Readability run.
 */
const F1_FLOOR = 0.95;

describe('main content on real pages', () => {
  it('scores shingles as the fixtures README defines them', () => {
    expect(shingleAgreement('one two three four five', 'one two three four')).toEqual({
      precision: 0.5,
      recall: 1,
    });
    expect(shingleAgreement('', '')).toEqual({ precision: 1, recall: 1 });
    expect(shingleAgreement('', 'one two three four')).toEqual({ precision: 0, recall: 0 });
  });

  it(
    'agrees with the reference on the text and the markdown at F1 0.95 or better',
    () => {
      expect(pages).toHaveLength(130);
      const accuracy = measureMainContent(pages, (html, url) => extractPage(html, url));
      expect(accuracy.text.f1).toBeGreaterThanOrEqual(F1_FLOOR);
      expect(accuracy.markdown.f1).toBeGreaterThanOrEqual(F1_FLOOR);
    },
    // 130 pages of up to 1.3 MB on a busy machine.
    300_000,
  );
});
