import fc from 'fast-check';

/**
 * Tokens that regular expressions over Markdown tend to backtrack on when repeated: blanks, the
 * marks that open headings, quotes, lists, links and code, and constructs left unclosed.
 */
const TOKENS = [
  ' ',
  '\t',
  ' \t',
  '#',
  '# ',
  '-',
  '- ',
  '*',
  '1.',
  '[',
  ']',
  '[a',
  '[a](',
  '![',
  '](',
  '(',
  ')',
  ':',
  '：',
  '>',
  '> ',
  '`',
  '```\n',
  '~~~\n',
  '<',
  '<loc>',
  ']]>',
  'http://',
  'www.',
  '/',
  '\\',
  '\n',
  ' \n',
  '\r',
  '\u2028',
  '\uFFFD',
  'a',
  'a ',
  '- [a](https://x.test/a)\n',
  '# a\n',
] as const;

/** One stretch of the text: a little arbitrary text, then one token repeated over its share. */
const stretch = fc.record({
  lead: fc.string({ maxLength: 8 }),
  token: fc.constantFrom(...TOKENS),
  share: fc.integer({ min: 1, max: 10 }),
});

/** A long text that prints as its shape, so that a failing property does not print megabytes. */
export interface LongText {
  text: string;
  [fc.toStringMethod](): string;
}

export const described = (text: string, shape: string): LongText => ({
  text,
  [fc.toStringMethod]: () => `${text.length} characters: ${shape}`,
});

/**
 * Texts of exactly `size` characters made of one to four long runs of adversarial tokens (so a
 * single line can be all blanks, all `[`, or `# a` and a run of spaces with a letter after it).
 */
export function adversarialText(size: number): fc.Arbitrary<LongText> {
  return fc
    .record({
      stretches: fc.array(stretch, { minLength: 1, maxLength: 4 }),
      end: fc.string({ maxLength: 4 }),
    })
    .map(({ stretches, end }) => {
      const total = stretches.reduce((sum, part) => sum + part.share, 0);
      const text = stretches
        .map(
          ({ lead, token, share }) => lead + token.repeat(Math.ceil((size * share) / total / token.length)),
        )
        .join('');
      const shape = stretches.map(
        ({ lead, token, share }) => `${JSON.stringify(lead)} then ${JSON.stringify(token)} × share ${share}`,
      );
      return described(
        (text.slice(0, size - end.length) + end).padEnd(size, 'x'),
        `${shape.join(', ')}, ending ${JSON.stringify(end)}`,
      );
    });
}

/** The known slow inputs: one long line each, with something after the run a pattern must scan. */
export const KNOWN_SLOW_INPUTS: readonly [string, string][] = [
  ['"# a" and 200,000 spaces', `# a${' '.repeat(200_000)}`],
  ['"# a", 200,000 spaces and a letter', `# a${' '.repeat(200_000)}x`],
  ['a line of 200,000 spaces between letters', `# T\n\na${' '.repeat(200_000)}a\n`],
  ['a list item of 200,000 blanks and a line separator', `# T\n## S\n-${' '.repeat(200_000)}\u2028\n`],
  ['a list marker and 200,000 blanks before a colon', `# T\n## S\n- ${' '.repeat(200_000)}: x\n`],
];

/** Files of the largest size made of the most findings a line can give, each kind on every line. */
export function worstStructures(size: number): LongText[] {
  return ['## a\n', '- [](a)\n', '# a\n', '\r', '- x\n', '```\n'].map((unit) =>
    described(
      `# T\n## S\n${unit.repeat(Math.floor((size - 10) / unit.length))}`,
      `${JSON.stringify(unit)} on every line`,
    ),
  );
}
