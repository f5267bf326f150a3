import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LlmFullTextResponse } from '@signpost/contracts';
import { FullTextPanel } from './FullTextPanel.js';
import { formatTokens } from './full-text-display.js';

const file = (name: string, label: string, pageCount: number, bytes: number, sections: string[]) => ({
  name,
  url: `https://acme.test/${name}`,
  label,
  sections,
  pageCount,
  bytes,
  estimatedTokens: Math.ceil(bytes / 4),
  cutPages: [],
});
const section = (name: string, pageCount: number, bytes: number, files: string[]) => ({
  name,
  pageCount,
  bytes,
  estimatedTokens: Math.ceil(bytes / 4),
  files,
});

const ONE_FILE: LlmFullTextResponse = {
  budgetBytes: 1024 * 1024,
  split: false,
  wholeBytes: 300_000,
  files: [file('llms-full.txt', 'All sections', 12, 300_000, ['Documentation', 'Blog'])],
  sections: [
    section('Documentation', 10, 280_000, ['llms-full.txt']),
    section('Blog', 2, 19_900, ['llms-full.txt']),
  ],
};

const SPLIT: LlmFullTextResponse = {
  budgetBytes: 1024 * 1024,
  split: true,
  wholeBytes: 2_400_000,
  files: [
    file('llms-full.txt', 'List of the section files', 0, 900, []),
    file('llms-full-documentation-part-1.txt', 'Documentation (part 1 of 2)', 300, 1_040_000, [
      'Documentation',
    ]),
    file('llms-full-documentation-part-2.txt', 'Documentation (part 2 of 2)', 280, 1_000_000, [
      'Documentation',
    ]),
    {
      ...file('llms-full-blog.txt', 'Blog', 40, 359_000, ['Blog']),
      cutPages: [
        { url: 'https://acme.test/blog/huge', title: 'Huge', bytes: 3_000_000, keptBytes: 1_040_000 },
      ],
    },
  ],
  sections: [
    section('Documentation', 580, 2_040_000, [
      'llms-full-documentation-part-1.txt',
      'llms-full-documentation-part-2.txt',
    ]),
    section('Blog', 40, 359_000, ['llms-full-blog.txt']),
  ],
};

const render = (full: LlmFullTextResponse) =>
  renderToStaticMarkup(
    <FullTextPanel full={full} fileUrl={(name) => `/download/${name}`} onDownload={() => {}} />,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the full text on the generate step', () => {
  it('rounds token estimates to two figures', () => {
    expect(formatTokens(262_144)).toBe('≈ 260,000 tokens');
    expect(formatTokens(1_234)).toBe('≈ 1,200 tokens');
    expect(formatTokens(7)).toBe('≈ 7 tokens');
  });

  it('shows one file with the size and tokens of each section', () => {
    const html = render(ONE_FILE);
    expect(text(html)).toContain('All 12 pages in one file: 293.0 KB, ≈ 75,000 tokens.');
    expect(text(html)).toContain('Documentation 10 273.4 KB ≈ 70,000 tokens');
    expect(text(html)).toContain('Blog 2 19.4 KB ≈ 5,000 tokens');
    expect(html).not.toContain('Files of the full text');
  });

  it('lists the files of a split full text, each to download, and says which page is cut', () => {
    const html = render(SPLIT);
    expect(text(html)).toContain(
      'is more than the 1.0 MB one file holds, so it is split into 3 files by section. llms.txt lists them under “Full text”',
    );
    expect(text(html)).toContain(
      'llms-full-documentation-part-2.txt Documentation (part 2 of 2) 280 976.6 KB ≈ 250,000 tokens Download',
    );
    for (const { name } of SPLIT.files) {
      expect(html).toContain(`href="/download/${name}" download="${name}" aria-label="Download ${name}"`);
    }
    expect(text(html)).toContain(
      '1 page is longer than one file may hold (1.0 MB), so the end of it is left out;',
    );
    expect(text(html)).toContain('https://acme.test/blog/huge : 1015.6 KB of 2.9 MB kept');
    expect(text(html)).toContain(
      'Documentation 580 1.9 MB ≈ 510,000 tokens llms-full-documentation-part-1.txt, llms-full-documentation-part-2.txt',
    );
  });
});
