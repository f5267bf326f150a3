import { describe, expect, it } from 'vitest';
import { measurePageFields, readabilityPages } from './testing/index.test-support.js';

const pages = readabilityPages();

/**
 * Floors for the share of Mozilla Readability's 130 real pages on which each field agrees with what
 * its test suite expects (see the measure's definitions). `npm run bench -- bench/page-fields.bench.ts`
 * prints the shares and the misses.
 */
const FLOORS = { title: 0.7, description: 0.78, siteName: 0.85, language: 0.98 } as const;

describe('page fields on real pages', () => {
  it(
    'reads the title, description, site name and language as the reference does on most pages',
    () => {
      expect(pages).toHaveLength(130);
      const { fields } = measurePageFields(pages);
      for (const [field, floor] of Object.entries(FLOORS)) {
        const { share, total } = fields[field as keyof typeof FLOORS];
        expect(total, field).toBeGreaterThan(50);
        expect(share, field).toBeGreaterThanOrEqual(floor);
      }
    },
    // Parsing 130 pages of up to 1.3 MB takes a while on a busy machine.
    300_000,
  );
});
