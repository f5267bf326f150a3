import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHeading } from './heading-line.js';
import { looksLikeBareUrl, readListLine } from './link-item.js';
import { splitLines } from './text-lines.js';

/**
 * The regular expressions the one-pass readers replaced, kept here as their specification: on short
 * lines (where backtracking costs nothing) the readers must answer exactly as these did.
 */
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])(?:[ \t]+|(?=\[))(.*)$/;
const BARE_URL = /^[ \t]*(?:[-*+][ \t]+)?(?:[^:：]{1,80}[:：][ \t]*)?(?:https?:\/\/|www\.)\S+/i;

const TOKENS = [
  ' ',
  '\t',
  '#',
  '-',
  '*',
  '+',
  '1',
  '12',
  '.',
  ')',
  '[',
  ']',
  '(',
  ':',
  '：',
  'a',
  'x',
  'http://',
  'HTTPS://',
  'www.',
  '\u2028',
  '\u00a0',
  '[a](b)',
];
const line = fc.array(fc.constantFrom(...TOKENS), { maxLength: 16 }).map((parts) => parts.join(''));
/** Names around the 80-character limit of `Name: url`. */
const longName = fc
  .tuple(fc.constantFrom('', ' ', '- ', '  * '), fc.integer({ min: 70, max: 90 }), line)
  .map(([lead, length, rest]) => `${lead}${'n'.repeat(length)}:${rest}`);

describe('the one-pass line readers', () => {
  it('read headings as the heading pattern did (property)', () => {
    fc.assert(
      fc.property(line, (text) => {
        const match = HEADING.exec(text);
        const expected = match ? { level: match[1]?.length, text: (match[2] ?? '').trim() } : null;
        expect(readHeading(text)).toEqual(expected);
      }),
      { numRuns: 3_000 },
    );
  });

  it('read list items as the list pattern did (property)', () => {
    fc.assert(
      fc.property(line, (text) => {
        const match = LIST_ITEM.exec(text);
        const item = readListLine(text);
        expect(item === null).toBe(match === null);
        if (match && item) expect([item.marker, item.indented]).toEqual([match[2], (match[1] ?? '') !== '']);
      }),
      { numRuns: 3_000 },
    );
  });

  it('tell bare URLs as the bare URL pattern did (property)', () => {
    fc.assert(
      fc.property(fc.oneof(line, longName), (text) => {
        expect(looksLikeBareUrl(text)).toBe(BARE_URL.test(text));
      }),
      { numRuns: 5_000 },
    );
  });

  it('split lines and name their endings as the split pattern did (property)', () => {
    const text = fc
      .array(fc.constantFrom('a', ' ', '\n', '\r', '\r\n', '\uFEFF'), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => {
        const body = input.startsWith('\uFEFF') ? input.slice(1) : input;
        const lines = body.split(/\r\n|\r|\n/);
        if (lines.length > 1 && lines.at(-1) === '') lines.pop();
        expect(splitLines(input).lines).toEqual(lines);
      }),
      { numRuns: 2_000 },
    );
  });
});
