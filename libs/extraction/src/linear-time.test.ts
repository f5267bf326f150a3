import fc from 'fast-check';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { leastCpuMs, leastPreparedCpuMs, testConfig } from '@signpost/testing';
import { readMainContent } from './main-content/read-main-content.js';
import { collapseWhitespace, countWords, trimEndOf, truncateAtWord } from './text-utils.js';

/** The bound, in CPU time of this process (wall time would also measure the neighbours). */
const BOUND_MS = 1_000;
const PROPERTY_TIMEOUT_MS = 300_000;
/** The largest page the crawler reads. */
const PAGE_BYTES = testConfig({}).crawl.maxBytes;
/** Where the pages read here would live: their links resolve against it. */
const PAGE_URL = 'https://example.test/docs/page';

/** Markup repeated over a stretch of the page: long runs of blanks, marks and siblings, never deep. */
const UNITS = [
  ' ',
  '\t',
  '\n',
  '&nbsp;',
  '#',
  '-',
  '[',
  '(',
  ':',
  '>',
  '`',
  '*',
  'a ',
  '<b> </b>',
  '<span>\t</span>',
  '<br>',
  '<em>[</em>',
  '<a href="/x">(</a>',
  '<code>`</code>',
  '<li> - </li>',
  '<tr><td> | </td><td>[</td></tr>',
  '<p> </p>',
  '<h2> # </h2>',
  '<img alt=" [ ">',
];
/** How a stretch is wrapped: as running text, preformatted, a list, a table or a quote. */
const WRAPPERS = [
  ['<p>', '</p>'],
  ['<pre>', '</pre>'],
  ['<ul>', '</ul>'],
  ['<table>', '</table>'],
  ['<blockquote>', '</blockquote>'],
  ['<div>', '</div>'],
] as const;

const page = fc
  .array(
    fc.record({
      unit: fc.constantFrom(...UNITS),
      wrapper: fc.constantFrom(...WRAPPERS),
      tail: fc.constantFrom('x', ' ', '\n', ''),
    }),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((stretches) => {
    const room = Math.floor((PAGE_BYTES - 100) / stretches.length);
    const body = stretches
      .map(
        ({ unit, wrapper: [open, close], tail }) =>
          `${open}${unit.repeat(Math.floor(room / unit.length) - 4)}${tail}${close}`,
      )
      .join('');
    return {
      html: `<html><body><main>${body}</main></body></html>`,
      [fc.toStringMethod]: () =>
        stretches
          .map(({ unit, wrapper, tail }) => `${wrapper[0]}${JSON.stringify(unit)}…${JSON.stringify(tail)}`)
          .join(' '),
    };
  });

const TABLE_ROW = '<tr><td> | </td><td>[</td></tr>';
const TABLE_PAGE = {
  html: `<html><body><main><table>${TABLE_ROW.repeat(Math.floor(PAGE_BYTES / TABLE_ROW.length) - 10)}</table></main></body></html>`,
  [fc.toStringMethod]: () => 'a table of 170,000 rows',
};

/** A page of one character the markup writes as an entity: linkedom once made a node of each. */
const entityPage = (unit: string) => ({
  html: `<html><body><main><p>${unit.repeat(Math.floor((PAGE_BYTES - 100) / unit.length))}</p></main></body></html>`,
  [fc.toStringMethod]: () => `a paragraph of ${unit} to the largest size`,
});

describe('main-content reading and the text clean-up take linear time', () => {
  it(
    'reads the main content of any page of the largest size the crawler reads within a second (property)',
    () => {
      fc.assert(
        fc.property(page, ({ html }) => {
          expect(
            leastPreparedCpuMs(
              () => load(html),
              ($) => readMainContent($, PAGE_URL),
              BOUND_MS,
            ),
          ).toBeLessThan(BOUND_MS);
        }),
        {
          // Parsing a page of 5 MiB takes seconds on its own (outside the bound), so few runs; the
          // table is there because its rows once overflowed the call stack, the entities because
          // each took seconds.
          numRuns: 4,
          examples: [[TABLE_PAGE], [entityPage('&nbsp;')], [entityPage('>')]],
        },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each([' ', '\t', ',', '.', '-', '\u2028', 'a '])(
    'cleans up a text of a million "%s" within a second',
    (unit) => {
      const text = `a${unit.repeat(1_000_000)}b${unit.repeat(1_000_000)}`;
      expect(
        leastCpuMs(
          () => [collapseWhitespace(text), countWords(text), truncateAtWord(text, text.length - 1)],
          BOUND_MS,
        ),
      ).toBeLessThan(BOUND_MS);
    },
  );
});

describe('the one-pass trimmer answers as the pattern it replaced', () => {
  const text = fc
    .array(fc.constantFrom(' ', '\t', '\n', ',', '.', '-', '–', 'a', '  \n', '\u00a0'), { maxLength: 20 })
    .map((parts) => parts.join(''));

  it('trims trailing marks and white space (property)', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(trimEndOf(value, ',;:.-–—', true)).toBe(value.replace(/[\s,;:.\-–—]+$/, ''));
        expect(trimEndOf(value, '\n')).toBe(value.replace(/\n+$/, ''));
      }),
      { numRuns: 3_000 },
    );
  });
});
