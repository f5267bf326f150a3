import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageRow } from '@signpost/db';
import { siteDetails } from './site-details.js';

const home = (fields: Partial<PageRow>): PageRow => ({ position: 0, ...fields }) as PageRow;

const MARKDOWN = [
  '# Tally Books',
  'Bookkeeping for small firms',
  '- [Pricing](https://tally.test/pricing)',
  'Tally Books reconciles your bank feed every week, files VAT returns on time and answers questions within a day.',
  'Trusted by 2,000 UK businesses since 2014, with a fixed monthly fee and no contract.',
].join('\n\n');

describe('site details', () => {
  it("prefers the LLM's description of the home page, then its own description", () => {
    expect(
      siteDetails(
        'Bookkeeping for UK small businesses.',
        home({ ai_description: 'Fixed-fee bookkeeping and payroll.', description: 'Own words.' }),
      ),
    ).toBe('Fixed-fee bookkeeping and payroll.');
    expect(
      siteDetails(
        'Bookkeeping for UK small businesses.',
        home({ description: 'Tally Books does your books.' }),
      ),
    ).toBe('Tally Books does your books.');
  });

  it('takes the first prose paragraph of the home page that the summary does not already say', () => {
    const summary =
      'Tally Books reconciles your bank feed every week, files VAT returns on time and answers questions within a day.';
    expect(siteDetails(summary, home({ description: summary, markdown: MARKDOWN }))).toBe(
      'Trusted by 2,000 UK businesses since 2014, with a fixed monthly fee and no contract.',
    );
  });

  it('passes over a description that is no sentence, which the next sentence would run on from', () => {
    expect(
      siteDetails(
        'Opinionated code formatter.',
        home({ description: 'More than 10 million dependent repositories on GitHub', markdown: MARKDOWN }),
      ),
    ).toBe(
      'Tally Books reconciles your bank feed every week, files VAT returns on time and answers questions within a day.',
    );
  });

  it('says nothing when the home page adds nothing, or there is no home page', () => {
    expect(siteDetails('Rockets.', home({ description: 'Rockets!', markdown: '# Rockets\n\nBuy now' }))).toBe(
      '',
    );
    expect(siteDetails('Rockets.', undefined)).toBe('');
  });

  it('keeps long text to a few sentences', () => {
    const long = `${'Acme builds reusable rockets for small satellites. '.repeat(20)}`;
    const details = siteDetails('Rockets.', home({ description: long }));
    expect(details.length).toBeLessThanOrEqual(400);
    expect(details.endsWith('satellites.')).toBe(true);
  });

  it('reads a home page of links and unclosed brackets in linear time, as the link patterns did not', () => {
    const paragraph = `A paragraph of text about the product that ends as a sentence does [x](https://a.test/x).`;
    const markdown = `${'[a]('.repeat(25_000)}\n\n${'!['.repeat(25_000)}\n\n${paragraph}`;
    const start = process.cpuUsage();
    const details = siteDetails('Rockets.', home({ markdown }));
    const { user, system } = process.cpuUsage(start);
    expect(details).toBe('A paragraph of text about the product that ends as a sentence does x.');
    expect((user + system) / 1_000).toBeLessThan(1_000);
  });

  it('reads links and images as the link patterns did (property)', () => {
    const text = fc
      .array(fc.constantFrom('[', ']', '(', ')', '![', 'a', ' '), { maxLength: 24 })
      .map((parts) => `Text ${parts.join('')} ends as a long enough sentence for a paragraph of details.`);
    fc.assert(
      fc.property(text, (markdown) => {
        const expected = markdown
          .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/\s+/g, ' ')
          .trim();
        expect(siteDetails('Rockets.', home({ markdown }))).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
