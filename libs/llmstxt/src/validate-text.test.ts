import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationResponseSchema } from '@signpost/contracts';
import { CHECKS } from './checks.js';
import { generateLlmsTxt } from './generate.js';
import { validateLlmsTxt } from './validate-text.js';

const GOOD = [
  '# Acme',
  '',
  '> Acme builds rockets.',
  '',
  'Start with the docs.',
  '',
  '## Docs',
  '',
  '- [Start](https://acme.test/start): Install it',
  '- [API](https://acme.test/api): Every call',
  '',
].join('\n');

const codesOf = (text: string | Uint8Array) => validateLlmsTxt(text).issues.map((issue) => issue.code);

describe('validateLlmsTxt', () => {
  it('gives a clean file 100, valid, no issues, in the contract shape', () => {
    const report = validateLlmsTxt(GOOD);
    expect(validationResponseSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ valid: true, score: 100, issues: [], checkedUrl: null });
    expect(report.stats).toEqual({ characters: GOOD.length, lines: 10, sections: 1, links: 2 });
  });

  it('reports structure problems with their lines and suggestions', () => {
    const report = validateLlmsTxt(
      [
        'Intro',
        '# Acme',
        '',
        '## Docs',
        'Some prose.',
        '- [Rel](/docs)',
        '- [Rel](/docs)',
        '',
        '## Empty',
        '',
      ].join('\n'),
    );
    const byCode = Object.fromEntries([...report.issues].reverse().map((issue) => [issue.code, issue]));
    expect(byCode.h1_first?.line).toBe(1);
    expect(byCode.summary?.line).toBe(2);
    expect(byCode.section_content).toMatchObject({ line: 5, severity: 'error' });
    expect(byCode.relative_urls).toMatchObject({ line: 6, severity: 'warning', count: 2 });
    expect(byCode.duplicate_links?.line).toBe(7);
    expect(byCode.empty_section?.line).toBe(9);
    for (const issue of report.issues) expect(issue.suggestion).not.toBe('');
    expect(report.valid).toBe(false);
    expect(report.score).toBe(100 - 10 - 10 - 5 - 5 - 2 - 5);
    expect(report.issues.map((issue) => issue.severity)).toEqual(
      [...report.issues.map((issue) => issue.severity)].sort(
        (a, b) => 'ewi'.indexOf(a[0] ?? '') - 'ewi'.indexOf(b[0] ?? ''),
      ),
    );
  });

  it('allows a byte-order mark and CRLF, flags lone CR, binary, invalid UTF-8 and HTML', () => {
    expect(validateLlmsTxt(Buffer.from(`\uFEFF${GOOD}`, 'utf8')).score).toBe(100);
    expect(validateLlmsTxt(GOOD.replace(/\n/g, '\r\n')).score).toBe(100);
    expect(codesOf(GOOD.replace(/\n/g, '\r'))).toContain('line_endings');
    expect(codesOf(Buffer.from([0x23, 0x20, 0x41, 0x00, 0x01, 0x02]))).toContain('encoding');
    expect(codesOf(Buffer.from([0x23, 0x20, 0xc3, 0x28, 0x0a]))).toContain('encoding');
    expect(codesOf('<!DOCTYPE html><html><body>Hi</body></html>')).toEqual(
      expect.arrayContaining(['html_document', 'h1']),
    );
  });

  it('warns over 50,000 characters and fails over 200,000 characters or 1 MiB', () => {
    const padded = (chars: number) => GOOD.replace('Start with the docs.', 'x'.repeat(chars));
    expect(codesOf(padded(60_000))).toEqual(['size_warning']);
    expect(codesOf(padded(250_000))).toEqual(['size_limit']);
    expect(codesOf(padded(1_100_000))).toEqual(['size_limit']);
  });

  it('reports info-level findings without lowering the score', () => {
    const report = validateLlmsTxt(`${GOOD.replace('# Acme', '# Acme  ').trimEnd()}`);
    expect(report.issues.map((issue) => [issue.code, issue.severity])).toEqual([
      ['trailing_whitespace', 'info'],
      ['final_newline', 'info'],
    ]);
    expect(report.score).toBe(100);
  });

  it('recommends notes for undescribed links', () => {
    const report = validateLlmsTxt(GOOD.replace(': Install it', '').replace(': Every call', ''));
    expect(report.score).toBe(100);
    expect(report.recommendations).toEqual([
      expect.objectContaining({ title: 'Describe your links', priority: 'medium' }),
    ]);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.uint8Array()), (input) => {
        const report = validateLlmsTxt(input);
        expect(report.score).toBeGreaterThanOrEqual(0);
        expect(report.score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });
});

/** Defects a person could fix one at a time; applied in this order to a generated file. */
const DEFECTS: readonly [string, (text: string) => string][] = [
  ['no H1', (text) => text.replace(/^# [^\n]*\n\n?/, '')],
  ['no summary', (text) => text.replace(/^> [^\n]*\n\n?/m, '')],
  ['prose in a section', (text) => text.replace(/^(## [^\n]*\n)/m, '$1Some words about this.\n')],
  ['relative link', (text) => text.replace(/\]\(https?:\/\/[^)]*\)/, '](/relative/page)')],
  ['duplicate link', (text) => text.replace(/^(- \[[^\n]*\n)/m, '$1$1')],
  ['empty section', (text) => `${text}\n## Nothing here\n`],
  ['H3 in a section', (text) => text.replace(/^(## [^\n]*\n)/m, '$1### Sub\n')],
  ['nested item', (text) => text.replace(/^- (\[[^\n]*)\n(?![\s\S]*^- \[)/m, '  - $1\n')],
  ['bare URL', (text) => `${text}https://example.com/bare\n`],
  ['mixed line endings', (text) => text.replace('\n', '\r')],
  ['trailing spaces', (text) => text.replace(/\n/, '  \n')],
  ['no final newline', (text) => text.trimEnd()],
  ['second H1', (text) => `${text}\n# Another title\n`],
  ['front matter', (text) => `---\nlayout: none\n---\n${text}`],
  ['star bullet', (text) => text.replace(/^- \[/m, '* [')],
  ['notes without colon', (text) => text.replace(/^(- \[[^\]]*\]\([^)]*\))[^\n]*$/m, '$1 - loose words')],
  ['oversized details', (text) => text.replace(/^(Acme builds[^\n]*)$/m, `$1 ${'word '.repeat(12_000)}`)],
  ['code in a section', (text) => text.replace(/^(## [^\n]*\n)/m, '$1```\ncode\n```\n')],
  [
    'links before sections',
    (text) => text.replace(/^(Acme builds[^\n]*)$/m, '$1\n\n- [Loose](https://example.com/loose)'),
  ],
];

const withDefects = (base: string, present: readonly boolean[]) =>
  DEFECTS.reduce((text, [, apply], index) => (present[index] ? apply(text) : text), base);

describe('the score', () => {
  it('is monotone: fixing any one defect of a file never lowers its score (property)', () => {
    const base = generateLlmsTxt({
      siteName: 'Acme',
      summary: 'Rockets.',
      details: 'Acme builds reusable rockets for small satellites.',
      pages: [
        { url: 'https://acme.test/docs', title: 'Docs', description: 'Read me', category: 'docs' },
        { url: 'https://acme.test/guide', title: 'Guide', description: '', category: 'tutorial' },
        {
          url: 'https://acme.test/blog',
          title: 'Blog',
          description: 'News',
          category: 'blog',
          qualityScore: 2,
        },
      ],
    });
    expect(validateLlmsTxt(base).score).toBe(100);
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: DEFECTS.length, maxLength: DEFECTS.length }),
        fc.nat(DEFECTS.length - 1),
        (present, pick) => {
          const fixed = present.map((value, index) => value && index !== pick);
          const before = validateLlmsTxt(withDefects(base, present)).score;
          const after = validateLlmsTxt(withDefects(base, fixed)).score;
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('drops below 100 for every defect on its own', () => {
    const base = generateLlmsTxt({
      siteName: 'Acme',
      summary: 'Rockets.',
      details: 'Acme builds reusable rockets for small satellites.',
      pages: [
        { url: 'https://acme.test/docs', title: 'Docs', description: 'Read me', category: 'docs' },
        { url: 'https://acme.test/more', title: 'More', description: 'More', category: 'docs' },
      ],
    });
    for (const [name, apply] of DEFECTS) {
      const report = validateLlmsTxt(apply(base));
      expect(report.issues.length, name).toBeGreaterThan(0);
    }
  });

  it('is documented: the README table lists every check with its severity, penalty and cap', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `([a-z_0-9]+)` +\| (\w+) +\| +(\d+) \| +(\d+) \|/gm)].map(
      (match) => [match[1], { severity: match[2], penalty: Number(match[3]), cap: Number(match[4]) }],
    );
    const expected = Object.entries(CHECKS).map(([id, rule]) => [
      id,
      { severity: rule.severity, penalty: rule.penalty, cap: rule.cap },
    ]);
    expect(rows).toEqual(expected);
  });
});
