import { describe, expect, it } from 'vitest';
import { measurePageFields, readabilityPages, type Field } from '@signpost/extraction/testing';

const FIELDS: readonly Field[] = ['title', 'description', 'siteName', 'language'];
const MISSES_SHOWN = Number.POSITIVE_INFINITY;

/**
 * How often the extracted title, description, site name and language agree with what Mozilla
 * Readability's test suite expects of its 130 real pages (see the shared fixtures' README).
 */
describe('page fields on real pages', () => {
  it('prints the share right per field, and some misses', () => {
    const pages = readabilityPages();
    expect(pages.length).toBeGreaterThan(0);
    const { fields, misses } = measurePageFields(pages);
    for (const field of FIELDS) {
      const { right, total, share } = fields[field];
      console.log(`${field.padEnd(12)} ${right}/${total} right (${(share * 100).toFixed(1)}%)`);
    }
    for (const field of FIELDS) {
      const shown = misses.filter((miss) => miss.field === field).slice(0, MISSES_SHOWN);
      console.log(`\n${field} misses (first ${shown.length}):`);
      for (const miss of shown) {
        console.log(`  ${miss.page}: expected ${JSON.stringify(miss.expected.slice(0, 120))}`);
        console.log(
          `  ${' '.repeat(miss.page.length)}  got      ${JSON.stringify(miss.actual.slice(0, 120))}`,
        );
      }
    }
  });
});
