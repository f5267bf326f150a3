import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCategorySchema } from '@signpost/contracts';
import { referenceParse } from '@signpost/testing/llms-txt';
import { detailsParagraph, generateLlmsTxt, siteSummary, siteTitle, type LlmsTxtPage } from './generate.js';
import { groupPages } from './group-pages.js';
import { parseLlmsTxt } from './parse.js';
import { linkText, linkUrl, oneLine } from './plain-text.js';
import { validateLlmsTxt } from './validate-text.js';

const page = (overrides: Partial<LlmsTxtPage> & { url: string }): LlmsTxtPage => ({
  title: 'Page',
  description: '',
  category: 'docs',
  ...overrides,
});

describe('generateLlmsTxt', () => {
  it('writes the name, summary and sections grouped by category in a fixed order, with no filler', () => {
    const content = generateLlmsTxt({
      siteName: 'Acme',
      summary: 'Acme makes   rockets.\nFast ones.',
      pages: [
        page({
          url: 'https://acme.test/blog/launch',
          title: 'Launch day',
          description: 'We launched.',
          category: 'blog',
        }),
        page({ url: 'https://acme.test/docs/start', title: 'Getting started', description: 'Install it.' }),
        page({ url: 'https://acme.test/terms', title: 'Terms', category: 'legal' }),
      ],
    });
    expect(content).toBe(
      [
        '# Acme',
        '',
        '> Acme makes rockets. Fast ones.',
        '',
        '## Documentation',
        '',
        '- [Getting started](https://acme.test/docs/start): Install it.',
        '',
        '## Blog',
        '',
        '- [Launch day](https://acme.test/blog/launch): We launched.',
        '',
        '## Legal',
        '',
        '- [Terms](https://acme.test/terms)',
        '',
      ].join('\n'),
    );
  });

  it("writes the site's own details under the summary when they add to it", () => {
    const pages = [page({ url: 'https://acme.test/docs/start', title: 'Start' })];
    const details = 'Acme builds reusable rockets for small satellite operators, launched from Norway.';
    expect(generateLlmsTxt({ siteName: 'Acme', summary: 'Acme makes rockets.', details, pages })).toContain(
      `> Acme makes rockets.\n\n${details}\n\n## Documentation`,
    );
    const repeated = generateLlmsTxt({
      siteName: 'Acme',
      summary: 'Acme makes rockets for small satellites.',
      details: 'Acme makes rockets for small satellites!',
      pages,
    });
    expect(repeated).toContain('> Acme makes rockets for small satellites.\n\n## Documentation');
  });

  it('never lets the details read as a heading, a quote or a list item', () => {
    expect(detailsParagraph('S', '## Rockets\n> and more', false)).toBe('Rockets > and more');
    expect(detailsParagraph('S', '- [Loose](https://x.test/)', false)).toBe('[Loose](https://x.test/)');
    expect(detailsParagraph('S', '', false)).toBe('');
  });

  it('puts low-scored pages under Optional, last, unless every page is low', () => {
    const pages = [
      page({ url: 'https://x.test/a', title: 'A', qualityScore: 9 }),
      page({ url: 'https://x.test/b', title: 'B', qualityScore: 2, category: 'blog' }),
    ];
    const content = generateLlmsTxt({ siteName: 'X', summary: 'S', pages });
    expect(content).toMatch(/## Documentation\n\n- \[A\][^\n]*\n\n## Optional\n\n- \[B\]/);
    expect(content).toContain('Pages under Optional are secondary');
    const allLow = generateLlmsTxt({
      siteName: 'X',
      summary: 'S',
      pages: pages.map((p) => ({ ...p, qualityScore: 1 })),
    });
    expect(allLow).not.toContain('## Optional');
  });

  it('lists each URL once and refuses relative URLs', () => {
    const content = generateLlmsTxt({
      siteName: 'X',
      summary: '',
      pages: [page({ url: 'https://x.test/a' }), page({ url: 'https://x.test/a', title: 'Again' })],
    });
    expect(content.match(/x\.test\/a/g)).toHaveLength(1);
    expect(content).toContain('> The pages of X that matter most to AI assistants.');
    expect(() => generateLlmsTxt({ siteName: 'X', summary: '', pages: [page({ url: '/docs' })] })).toThrow(
      RangeError,
    );
  });

  it('keeps brackets, parentheses and backslashes from breaking the link', () => {
    const content = generateLlmsTxt({
      siteName: 'X',
      summary: '',
      pages: [page({ url: 'https://x.test/a_(b)', title: 'Arrays [] and\nmaps \\' })],
    });
    expect(content).toContain('- [Arrays ［］ and maps ＼](https://x.test/a_%28b%29)');
    expect(content).not.toMatch(/[ \t]\n/);
    expect(content.endsWith('\n')).toBe(true);
  });
});

/** Text that stresses the format: brackets, parentheses, pipes, line breaks, emoji and other scripts. */
const trickyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '[',
      ']',
      '(',
      ')',
      '|',
      '\n',
      '\r\n',
      '\\',
      ':',
      '#',
      '##',
      '>',
      '- ',
      '*',
      '`',
      ' ',
      '\t',
      '<',
      '"',
    ),
    fc.constantFrom(
      '😀',
      '👩‍💻',
      '🇯🇵',
      'é',
      'ß',
      '日本語',
      'Ж',
      'عربي',
      'हिन्दी',
      '\u2028',
      '\u00a0',
      '\u0000',
      '\uD800',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});

const pathSegment = fc.string({
  unit: fc.constantFrom('a', 'b', 'z', '0', '_', '-', '.', '~', '(', ')', '%20', 'é', '日'),
  minLength: 1,
  maxLength: 12,
});
const pageUrl = fc
  .tuple(fc.domain(), fc.array(pathSegment, { maxLength: 3 }), fc.option(pathSegment, { nil: undefined }))
  .map(([domain, segments, query]) => `https://${domain}/${segments.join('/')}${query ? `?q=${query}` : ''}`);

const pageArbitrary = fc.record({
  url: pageUrl,
  title: trickyText,
  description: trickyText,
  category: fc.constantFrom(...pageCategorySchema.options),
  qualityScore: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: undefined }),
});
const inputArbitrary = fc.record({
  siteName: trickyText,
  summary: trickyText,
  details: fc.option(trickyText, { nil: undefined }),
  pages: fc.uniqueArray(pageArbitrary, { minLength: 1, maxLength: 12, selector: (p) => linkUrl(p.url) }),
});

describe('generated files read back exactly (property)', () => {
  it('under our parser and the reference parser, and score 100 with no issues', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const content = generateLlmsTxt(input);
        const expected = groupPages(input.pages).flatMap((group) =>
          group.pages.map((p) => ({
            title: linkText(p.title) || linkText(p.url),
            url: linkUrl(p.url),
            notes: oneLine(p.description) || null,
          })),
        );

        const ours = parseLlmsTxt(content);
        expect(ours.problems).toEqual([]);
        expect(ours.title).toBe(siteTitle(input.siteName));
        expect(ours.summary).toBe(siteSummary(input.siteName, input.summary));
        expect(
          ours.sections.flatMap((s) => s.links.map(({ title, url, notes }) => ({ title, url, notes }))),
        ).toEqual(expected);

        const reference = referenceParse(content);
        expect(reference.title).toBe(siteTitle(input.siteName));
        // The reference parser reads a blockquote only when a paragraph follows it; without details
        // (and no Optional section) the summary's line lands in its `info` instead, text intact.
        const summary = siteSummary(input.siteName, input.summary);
        const hasParagraph = /^> [^\n]*\n\n(?!## )[^\n]/m.test(content);
        if (hasParagraph) expect(reference.summary).toBe(summary);
        else expect(reference.info).toContain(summary);
        expect([...reference.sections.keys()]).toEqual(ours.sections.map((s) => s.name));
        expect(
          [...reference.sections.values()]
            .flat()
            .map(({ title, url, desc }) => ({ title, url, notes: desc })),
        ).toEqual(expected);

        const report = validateLlmsTxt(content);
        expect(report.issues).toEqual([]);
        expect(report.score).toBe(100);
        expect(content.endsWith('\n')).toBe(true);
        expect(content).not.toMatch(/[ \t]$|\r/m);
        for (const link of expected) expect(new URL(link.url).href).toBe(link.url);
      }),
      { numRuns: 300 },
    );
  });
});
