import { describe, expect, it } from 'vitest';
import type { PageCategory } from '@signpost/contracts';
import { generateLlmsFull, type LlmsFull } from './generate-full.js';
import { parseLlmsTxt } from './parse.js';
import { validateLlmsTxt } from './validate-text.js';

const page = (slug: string, content: string, qualityScore?: number, category: PageCategory = 'docs') => ({
  url: `https://acme.test/${slug}`,
  title: `Page ${slug}`,
  category,
  content,
  qualityScore,
});
const BASE = 'https://acme.test/';
const sourcesOf = (text: string) => [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
const fileNamed = (full: LlmsFull, name: string) => full.files.find((file) => file.name === name);

describe('generateLlmsFull', () => {
  it('puts each page under its own H2 with its source, demoting the page headings', () => {
    const full = generateLlmsFull({
      siteName: 'Acme',
      summary: 'Rockets.',
      baseUrl: BASE,
      pages: [page('low', 'Minor.', 2), page('a', '# Intro\r\nText.  \n\n\n\n## Part\nMore.', 9)],
    });
    expect(full.split).toBe(false);
    expect(full.files).toHaveLength(1);
    const [file] = full.files;
    expect(file?.name).toBe('llms-full.txt');
    expect(file?.content).toBe(
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
    const parsed = parseLlmsTxt(file?.content ?? '');
    expect(parsed.title).toBe('Acme');
    expect(parsed.sections.map((section) => section.name)).toEqual(['Page a', 'Page low']);
  });

  it('keeps fenced code as written: its language, blank lines, indentation and # comments', () => {
    const code = [
      '```bash title="install.sh"',
      '# install the CLI',
      'npm install -g acme',
      '',
      '',
      '',
      '    acme init   ',
      '```',
      '~~~~python',
      '## not a heading',
      '```',
      'print("still code")',
      '~~~~',
    ].join('\n');
    const content = `# Install\n\n\n\nRun this:\n\n${code}\n\nDone.`;
    const [file] = generateLlmsFull({
      siteName: 'Acme',
      summary: '',
      baseUrl: BASE,
      pages: [page('i', content)],
    }).files;
    expect(file?.content).toContain(`### Install\n\nRun this:\n\n${code}\n\nDone.\n`);
  });

  it('closes a code block a page leaves open, so the next page is not read as code', () => {
    const full = generateLlmsFull({
      siteName: 'Acme',
      summary: '',
      baseUrl: BASE,
      pages: [page('a', 'Start:\n```js\nlet a = 1;'), page('b', 'Second page.')],
    });
    const text = full.files[0]?.content ?? '';
    expect(text).toContain('```js\nlet a = 1;\n```\n\n## Page b');
    expect(parseLlmsTxt(text).sections.map((section) => section.name)).toEqual(['Page a', 'Page b']);
  });

  it('drops lines of page furniture the extraction left, outside code only', () => {
    const content = 'Skip to main content\nIntro.\nCopy\n\n```\nCopy\n```\nEdit this page';
    const text = generateLlmsFull({
      siteName: 'Acme',
      summary: '',
      baseUrl: BASE,
      pages: [page('a', content)],
    }).files[0]?.content;
    expect(text).toContain('Intro.\n\n```\nCopy\n```\n');
    expect(text).not.toMatch(/Skip to main content|Edit this page/);
  });

  it('reports the size and estimated tokens of the whole and of each section', () => {
    const full = generateLlmsFull({
      siteName: 'Acme',
      summary: 'Rockets.',
      baseUrl: BASE,
      pages: [
        page('a', 'a'.repeat(4000)),
        page('g', 'g'.repeat(400), 8, 'tutorial'),
        page('j', '日本語'.repeat(100)),
      ],
    });
    const [file] = full.files;
    expect(full.wholeBytes).toBe(file?.bytes);
    expect(full.sections.map((section) => [section.name, section.pageCount, section.files])).toEqual([
      ['Documentation', 2, ['llms-full.txt']],
      ['Guides', 1, ['llms-full.txt']],
    ]);
    const guides = full.sections[1];
    // 400 letters at four a token, plus the heading and the source line.
    expect(guides?.estimatedTokens).toBeGreaterThan(100);
    expect(guides?.estimatedTokens).toBeLessThan(130);
    // Japanese is read about a token a character.
    expect(full.sections[0]?.estimatedTokens).toBeGreaterThan(1000 + 300);
  });
});

describe('a full text over the budget', () => {
  const words = (count: number, word: string) => `${word} `.repeat(count).trim();
  const pages = [
    ...Array.from({ length: 6 }, (_, index) => page(`docs/${index}`, words(1000, 'documented'))),
    ...Array.from({ length: 3 }, (_, index) => ({
      ...page(`guides/${index}`, words(1000, 'guided')),
      category: 'tutorial' as const,
    })),
    { ...page('about', words(200, 'company')), category: 'about' as const },
  ];
  const full = generateLlmsFull({
    siteName: 'Acme',
    summary: 'Rockets.',
    baseUrl: BASE,
    pages,
    budgetBytes: 40_000,
  });

  it('is split into one file per section, a long section into parts, dropping no page', () => {
    expect(full.split).toBe(true);
    expect(full.wholeBytes).toBeGreaterThan(40_000);
    expect(full.files.map((file) => [file.name, file.label, file.pageCount])).toEqual([
      ['llms-full.txt', 'List of the section files', 0],
      ['llms-full-documentation-part-1.txt', 'Documentation (part 1 of 2)', 3],
      ['llms-full-documentation-part-2.txt', 'Documentation (part 2 of 2)', 3],
      ['llms-full-guides.txt', 'Guides', 3],
      ['llms-full-company.txt', 'Company', 1],
    ]);
    const sources = full.files.flatMap((file) => sourcesOf(file.content));
    expect(sources.sort()).toEqual(pages.map((p) => p.url).sort());
    for (const file of full.files) {
      expect(file.bytes, file.name).toBeLessThanOrEqual(40_000);
      expect(file.bytes).toBe(Buffer.byteLength(file.content));
      expect(file.cutPages).toEqual([]);
      expect(file.url).toBe(`https://acme.test/${file.name}`);
    }
    expect(full.sections.find((section) => section.name === 'Documentation')?.files).toEqual([
      'llms-full-documentation-part-1.txt',
      'llms-full-documentation-part-2.txt',
    ]);
  });

  it('makes llms-full.txt a list of the files with their size and tokens, scoring 100 as an llms.txt', () => {
    const index = full.files[0]?.content ?? '';
    expect(index).toMatch(
      /^# Acme\n\n> Rockets\.\n\nThe full text of the 10 pages .* is \d+ KB, more than the 40 KB/,
    );
    expect(index).toContain(
      '- [Documentation (part 1 of 2)](https://acme.test/llms-full-documentation-part-1.txt): 3 pages, ',
    );
    expect(index).toMatch(
      /\[Guides\]\(https:\/\/acme\.test\/llms-full-guides\.txt\): 3 pages, \d+ KB, about [\d,]+ tokens/,
    );
    expect(validateLlmsTxt(index)).toMatchObject({ score: 100, issues: [] });
  });

  it('opens each section file with its section, why it is split and where the list is', () => {
    const guides = fileNamed(full, 'llms-full-guides.txt')?.content ?? '';
    expect(guides).toMatch(
      /^# Acme: Guides\n\n> Rockets\.\n\nThis file holds the 3 pages of the section "Guides"\. The full text .* split into one file per section; https:\/\/acme\.test\/llms-full\.txt lists every file\.\n\n## Page guides\/0\n/,
    );
    expect(fileNamed(full, 'llms-full-documentation-part-2.txt')?.content).toMatch(
      /^# Acme: Documentation \(part 2 of 2\)\n\n> Rockets\.\n\nThis file is part 2 of 2 of the section "Documentation", which has 6 pages\./,
    );
  });

  it('cuts only a page longer than a file on its own, and says so in the file and the summary', () => {
    const huge = page('huge', `Intro.\n\n\`\`\`js\n${'console.log("x");\n'.repeat(4000)}\`\`\``);
    const cut = generateLlmsFull({
      siteName: 'Acme',
      summary: 'Rockets.',
      baseUrl: BASE,
      pages: [page('small', 'Small.'), huge],
      budgetBytes: 20_000,
    });
    const file = fileNamed(cut, 'llms-full-documentation-part-2.txt');
    expect(file?.bytes).toBeLessThanOrEqual(20_000);
    expect(file?.cutPages).toEqual([
      { url: huge.url, title: 'Page huge', bytes: expect.any(Number), keptBytes: expect.any(Number) },
    ]);
    expect(file?.cutPages[0]?.keptBytes).toBeLessThan(file?.cutPages[0]?.bytes ?? 0);
    expect(file?.content).toMatch(
      /```\n\n\[Cut: this page's text is \d+ KB, more than one file holds here \(20 KB\), so its end is left out\. Read it in full at https:\/\/acme\.test\/huge\]\n$/,
    );
    expect(cut.files[0]?.content).toContain('1 page is longer than one file on its own and is cut');
    expect(sourcesOf(cut.files.map((f) => f.content).join(''))).toEqual([
      'https://acme.test/small',
      'https://acme.test/huge',
    ]);
  });

  it('names files apart when section names make the same file name, and by position without letters', () => {
    const named = generateLlmsFull({
      siteName: 'Acme',
      summary: '',
      baseUrl: BASE,
      pages: [
        { ...page('a', words(900, 'alpha')), section: 'API' },
        { ...page('b', words(900, 'beta')), section: 'Api!' },
        { ...page('c', words(900, 'gamma')), section: 'ドキュメント' },
        { ...page('d', words(900, 'delta')), section: 'Über uns' },
      ],
      budgetBytes: 8_000,
    });
    expect(named.files.map((file) => file.name)).toEqual([
      'llms-full.txt',
      'llms-full-api.txt',
      'llms-full-api-2.txt',
      'llms-full-section-3.txt',
      'llms-full-uber-uns.txt',
    ]);
  });
});
