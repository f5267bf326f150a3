import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ValidationResponse } from '@signpost/contracts';
import { ValidationResult } from './ValidationResult.js';

const report = (issues: ValidationResponse['issues']): ValidationResponse => ({
  valid: true,
  score: 95,
  processingTime: 3,
  checkedUrl: 'https://quill.example/llms.txt',
  stats: { characters: 2000, lines: 50, sections: 3, links: 39 },
  issues,
  recommendations: [],
  robotsConflicts: [],
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the validation result', () => {
  it('shows a repeated problem once, with its count and the links it names', () => {
    const html = renderToStaticMarkup(
      <ValidationResult
        report={report([
          {
            code: 'relative_urls',
            severity: 'warning',
            message: '"/docs/a.md" is a relative link.',
            suggestion: 'Write links as absolute URLs.',
            line: 9,
            count: 38,
            examples: [
              { line: 9, message: '"/docs/a.md" is a relative link.' },
              { line: 10, message: '"b.md" is a relative link.' },
            ],
          },
        ])}
      />,
    );
    expect(text(html)).toContain(
      'Line 9: "/docs/a.md" is a relative link. 38 occurrences, e.g.: Line 9: "/docs/a.md" is a relative link. Line 10: "b.md" is a relative link. Write links as absolute URLs.',
    );
    expect(text(html)).toContain('Issues (1)');
  });

  it('names only the lines when the occurrences read the same, and nothing for a single one', () => {
    const message = 'A list item without a link.';
    const html = renderToStaticMarkup(
      <ValidationResult
        report={report([
          {
            code: 'link_syntax',
            severity: 'error',
            message,
            suggestion: 'Write links.',
            line: 11,
            count: 72,
            examples: [11, 12, 13].map((line) => ({ line, message })),
          },
          { code: 'summary', severity: 'warning', message: 'No summary.', suggestion: 'Add one.', line: 2 },
        ])}
      />,
    );
    expect(text(html)).toContain(
      'Line 11: A list item without a link. 72 occurrences, e.g. lines 11, 12, 13 Write links.',
    );
    expect(text(html)).toContain('Line 2: No summary. Add one.');
    expect(text(html).match(/\d+ occurrences/g)).toEqual(['72 occurrences']);
  });
});
