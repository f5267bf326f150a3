import { describe, expect, it } from 'vitest';
import { generateLlmsFullTxt } from './generate-full.js';
import { parseLlmsTxt } from './parse.js';

const page = (slug: string, content: string, qualityScore?: number) => ({
  url: `https://acme.test/${slug}`,
  title: `Page ${slug}`,
  category: 'docs' as const,
  content,
  qualityScore,
});

describe('generateLlmsFullTxt', () => {
  it('puts each page under its own H2 with its source, demoting the page headings', () => {
    const content = generateLlmsFullTxt({
      siteName: 'Acme',
      summary: 'Rockets.',
      pages: [page('low', 'Minor.', 2), page('a', '# Intro\r\nText.  \n\n\n\n## Part\nMore.', 9)],
    });
    expect(content).toBe(
      [
        '# Acme',
        '',
        '> Rockets.',
        '',
        '## Page a',
        '',
        'Source: https://acme.test/a',
        '',
        '### Intro',
        'Text.',
        '',
        '#### Part',
        'More.',
        '',
        '## Page low',
        '',
        'Source: https://acme.test/low',
        '',
        'Minor.',
        '',
      ].join('\n'),
    );
    const parsed = parseLlmsTxt(content);
    expect(parsed.title).toBe('Acme');
    expect(parsed.sections.map((section) => section.name)).toEqual(['Page a', 'Page low']);
  });

  it('keeps within the byte budget with a marker on the cut page and a count of pages left out', () => {
    const long = 'Lorem ipsum dolor sit amet, ünïcode 日本語 words. '.repeat(400);
    const content = generateLlmsFullTxt({
      siteName: 'Acme',
      summary: 'Rockets.',
      pages: [page('a', long), page('b', long), page('c', long), page('d', long)],
      maxBytes: 30_000,
    });
    expect(Buffer.byteLength(content, 'utf8')).toBeLessThanOrEqual(30_000);
    expect(content).toContain(
      '[Truncated: this page is cut to keep the file within 30000 bytes. Read it in full at https://acme.test/b]',
    );
    expect(content).toContain('[Truncated: 2 more pages are left out');
    expect(content).not.toContain('\uFFFD');
    expect(content).not.toMatch(/[ \t]$/m);
    expect(content.endsWith('\n')).toBe(true);
  });
});
