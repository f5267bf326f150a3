import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validationResponseSchema } from '@signpost/contracts';
import { validateLlmsTxt } from './validate-text.js';

/** A plugin's llms.txt written with 38 links relative to where it is served, and one absolute link. */
const RELATIVE_PLUGIN = readFileSync(
  new URL('./fixtures/relative-links-plugin.txt', import.meta.url),
  'utf8',
);

/** A sound file whose one section is written as 72 bold names instead of links. */
const REPEATED_PATTERN = [
  '# Tools',
  '',
  '> Command-line tools for the build.',
  '',
  '## Docs',
  '',
  '- [Overview](https://tools.example/docs): What each tool does',
  '',
  '## Commands',
  '',
  ...Array.from({ length: 72 }, (_, index) => `- **tool-${index}**: runs step ${index}`),
  '',
].join('\n');

describe('validating a file with relative links', () => {
  const report = validateLlmsTxt(RELATIVE_PLUGIN);

  it('is valid with one warning that stands for every relative link', () => {
    expect(validationResponseSchema.parse(report)).toEqual(report);
    expect(report.valid).toBe(true);
    expect(report.score).toBe(95);
    expect(report.issues).toEqual([
      {
        code: 'relative_urls',
        severity: 'warning',
        message: '"/docs/guide/getting-started.md" is a relative link.',
        suggestion: expect.stringMatching(/^Write links as absolute URLs starting with https:\/\//),
        line: 9,
        count: 38,
        examples: [
          { line: 9, message: '"/docs/guide/getting-started.md" is a relative link.' },
          { line: 10, message: '"docs/guide/configuration.md" is a relative link.' },
          { line: 11, message: '"./docs/guide/shortcuts.md" is a relative link.' },
        ],
      },
    ]);
  });

  it('still counts a link with another scheme as an error', () => {
    const withMail = RELATIVE_PLUGIN.replace('../README.md', 'mailto:team@quill.example');
    const mail = validateLlmsTxt(withMail);
    expect(mail.valid).toBe(false);
    expect(mail.issues.find((issue) => issue.code === 'absolute_urls')).toMatchObject({
      severity: 'error',
      message: '"mailto:team@quill.example" is not an http(s) URL.',
    });
    expect(mail.issues.find((issue) => issue.code === 'relative_urls')?.count).toBe(37);
  });

  it('finds the same relative link listed twice', () => {
    const twice = validateLlmsTxt(
      RELATIVE_PLUGIN.replace('docs/guide/themes.md', 'docs/guide/configuration.md'),
    );
    expect(twice.issues.find((issue) => issue.code === 'duplicate_links')?.line).toBe(12);
  });
});

describe('validating a file with one problem repeated', () => {
  const report = validateLlmsTxt(REPEATED_PATTERN);

  it('lists the problem once, with its count and its first occurrences', () => {
    expect(report.issues.map((issue) => issue.code)).toEqual(['link_syntax', 'empty_section']);
    expect(report.issues[0]).toEqual({
      code: 'link_syntax',
      severity: 'error',
      message: 'A list item without a link: section lists hold "- [name](url)" items.',
      suggestion: expect.any(String),
      line: 11,
      count: 72,
      examples: [11, 12, 13].map((line) => ({
        line,
        message: 'A list item without a link: section lists hold "- [name](url)" items.',
      })),
    });
  });

  it("costs no more than the check's cap, however often it repeats", () => {
    // The items without links: 25, the cap; the section they leave without links: 5.
    expect(report.score).toBe(100 - 25 - 5);
    const twice = REPEATED_PATTERN.replace(/^(- \*\*.*)$/gm, '$1\n$1');
    expect(validateLlmsTxt(twice).score).toBe(report.score);
  });

  it('keeps different problems of one check apart', () => {
    const withBareUrl = REPEATED_PATTERN.replace('- **tool-5**: runs step 5', 'https://tools.example/bare');
    const issues = validateLlmsTxt(withBareUrl).issues.filter((issue) => issue.code === 'link_syntax');
    expect(issues.map((issue) => [issue.line, issue.count])).toEqual([
      [11, 71],
      [16, undefined],
    ]);
  });
});

describe('validating a file of thousands of relative and repeated links', () => {
  const links = 5_000;
  const report = validateLlmsTxt(
    [
      '# Site',
      '',
      '> Summary.',
      '',
      '## Docs',
      '',
      ...Array.from({ length: links }, () => '- [Page](page)'),
      '',
    ].join('\n'),
  );

  it('counts every occurrence in the issues while keeping only the first of each', () => {
    const relative = report.issues.find((issue) => issue.code === 'relative_urls');
    const duplicate = report.issues.find((issue) => issue.code === 'duplicate_links');
    expect(relative).toMatchObject({ line: 7, count: links });
    expect(relative?.examples?.map((example) => example.line)).toEqual([7, 8, 9]);
    expect(duplicate).toMatchObject({ line: 8, count: links - 1 });
  });
});
