import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLlmsTxt } from './parse.js';

describe('parseLlmsTxt', () => {
  it('reads every part with its line', () => {
    const parsed = parseLlmsTxt(
      [
        '\uFEFF# Name',
        '> Line one',
        '> line two',
        '',
        'Details here.',
        '```',
        '## not a section',
        '```',
        '## Docs',
        '- [A (v2)](https://x.test/a_(b)): Notes: with colon',
        '- [B](<https://x.test/b c>)',
        '## Optional',
        '- [C](https://x.test/c "title")',
      ].join('\r\n'),
    );
    expect(parsed).toMatchObject({
      title: 'Name',
      titleLine: 1,
      summary: 'Line one line two',
      summaryLine: 2,
      details: 'Details here.\n```\n## not a section\n```',
      detailsLine: 5,
      hasByteOrderMark: true,
      lineEndings: 'crlf',
      problems: [],
    });
    expect(parsed.sections).toEqual([
      {
        name: 'Docs',
        line: 9,
        links: [
          { title: 'A (v2)', url: 'https://x.test/a_(b)', notes: 'Notes: with colon', line: 10 },
          { title: 'B', url: 'https://x.test/b c', notes: null, line: 11 },
        ],
      },
      { name: 'Optional', line: 12, links: [{ title: 'C', url: 'https://x.test/c', notes: null, line: 13 }] },
    ]);
  });

  it('reports each deviation with its line and keeps going', () => {
    const parsed = parseLlmsTxt(
      [
        '---',
        '# Name',
        '- [Loose](https://x.test/loose)',
        '## Docs',
        'Prose here.',
        '### Sub',
        '  - [Nested](https://x.test/n)',
        '* [Star](https://x.test/s) - loose words',
        '- Just text',
        '- Name: https://x.test/bare',
        '- [](https://x.test/empty)',
        '# Again',
        '## Docs',
        '```',
        'code',
      ].join('\n'),
    );
    expect(parsed.problems.map((problem) => [problem.code, problem.line])).toEqual([
      ['content_before_h1', 1],
      ['links_outside_sections', 3],
      ['prose_in_section', 5],
      ['subheading', 6],
      ['nested_list', 7],
      ['list_marker', 8],
      ['notes_without_colon', 8],
      ['not_a_link', 9],
      ['bare_url', 10],
      ['empty_link_text', 11],
      ['extra_h1', 12],
      ['duplicate_section', 13],
      ['empty_section', 13],
      ['code_in_section', 14],
      ['unclosed_code_fence', 14],
    ]);
    expect(parsed.looseLinks).toEqual([
      { title: 'Loose', url: 'https://x.test/loose', notes: null, line: 3 },
    ]);
    expect(parsed.sections[0]?.links.map((link) => link.title)).toEqual(['Nested', 'Star', '']);
  });

  it('reports a missing H1 and a heading without its space', () => {
    const parsed = parseLlmsTxt('#Name\n\n## Docs\n- [A](https://x.test)\n');
    expect(parsed.title).toBeNull();
    expect(parsed.problems.map((problem) => [problem.code, problem.line])).toEqual([
      ['heading_missing_space', 1],
      ['missing_h1', 1],
    ]);
  });

  it('never throws, and every problem points at a line of the input', () => {
    const line = fc.oneof(
      fc.constantFrom(
        '# T',
        '## S',
        '### H',
        '> q',
        '- [a](b)',
        '- [a](b): c',
        '* x',
        '```',
        '',
        '  - [n](u)',
        'text',
      ),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, ending) => {
        const parsed = parseLlmsTxt(lines.join(ending));
        for (const problem of parsed.problems) {
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.line).toBeLessThanOrEqual(Math.max(1, parsed.lineCount));
        }
      }),
      { numRuns: 500 },
    );
  });
});
