import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_VALIDATION_CONTENT_CHARS } from '@signpost/contracts';
import { leastCpuMs } from '@signpost/testing';
import { adversarialText, KNOWN_SLOW_INPUTS, worstStructures } from '@signpost/testing/llms-txt';
import { generateLlmsFull } from './generate-full.js';
import { parseLlmsTxt } from './parse.js';
import { locsOf } from './sitemap-coverage.js';
import { validateLlmsTxt } from './validate-text.js';

/** The issue's bound: no input the validator accepts takes longer than this to parse and check. */
const BOUND_MS = 1_000;
/** Each property run handles megabytes; the suite's default 30 s would not cover a loaded machine. */
const PROPERTY_TIMEOUT_MS = 300_000;

/**
 * A file of every kind of line. The validator's threads live on between checks, so the bound is for
 * compiled code: each test first runs the code on this, as a thread's earlier checks would have.
 */
const MIXED_FILE = `# Site\n\n> Summary\n\nDetails.\n\n## Docs\n\n${[
  '- [A](https://x.test/a): Notes',
  '- [](rel)',
  '* [B](https://x.test/b) loose',
  '- https://x.test/bare',
  'prose',
  '### Sub',
  '```',
  '```',
  '## Docs',
  '  - [C](<https://x.test/c d>)',
  '',
]
  .join('\n')
  .repeat(2_000)}`;

describe('the parser, the checks and the generators take linear time', () => {
  beforeAll(() => {
    validateLlmsTxt(MIXED_FILE);
    generateLlmsFull({
      siteName: 'Acme',
      summary: '',
      baseUrl: 'https://x.test/',
      pages: [{ url: 'https://x.test/', title: 'A', category: 'docs', content: MIXED_FILE }],
    });
    locsOf(`<urlset>${'<url><loc> https://x.test/a </loc></url>'.repeat(10_000)}</urlset>`);
  });

  it.each(KNOWN_SLOW_INPUTS)('parse and check %s within a second', (_name, text) => {
    expect(leastCpuMs(() => parseLlmsTxt(text), BOUND_MS)).toBeLessThan(BOUND_MS);
    expect(leastCpuMs(() => validateLlmsTxt(text), BOUND_MS)).toBeLessThan(BOUND_MS);
  });

  it(
    'validate any text of the largest size the validator accepts within a second (property)',
    () => {
      fc.assert(
        fc.property(adversarialText(MAX_VALIDATION_CONTENT_CHARS), ({ text }) => {
          expect(leastCpuMs(() => validateLlmsTxt(text), BOUND_MS)).toBeLessThan(BOUND_MS);
        }),
        { numRuns: 20, examples: worstStructures(MAX_VALIDATION_CONTENT_CHARS).map((text) => [text]) },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'write llms-full.txt from adversarial page content within a second (property)',
    () => {
      // Extraction keeps at most 100,000 characters of markdown per page.
      const content = adversarialText(100_000);
      fc.assert(
        fc.property(fc.array(content, { minLength: 1, maxLength: 12 }), (contents) => {
          const pages = contents.map(({ text }, index) => ({
            url: `https://acme.test/${index}`,
            title: text.slice(0, 300),
            category: 'docs' as const,
            content: text,
          }));
          const writeFull = () =>
            generateLlmsFull({ siteName: 'Acme', summary: '', baseUrl: 'https://acme.test/', pages });
          expect(leastCpuMs(writeFull, BOUND_MS)).toBeLessThan(BOUND_MS);
        }),
        { numRuns: 15 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'read the addresses of any sitemap document of 10 MB within a second (property)',
    () => {
      fc.assert(
        fc.property(adversarialText(10 * 1024 * 1024), ({ text }) => {
          expect(leastCpuMs(() => locsOf(text), BOUND_MS)).toBeLessThan(BOUND_MS);
        }),
        { numRuns: 10 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
