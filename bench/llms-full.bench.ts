import { describe, expect, it } from 'vitest';
import { generateLlmsFull, type FullPage } from '@signpost/llmstxt';

const SECTIONS = ['Getting started', 'Guides', 'API', 'Reference', 'Blog'];

/** A docs page of about 7 KB: headings, prose and two fenced code blocks, distinct per page. */
function docsPage(index: number): FullPage {
  const section = SECTIONS[index % SECTIONS.length] ?? 'Guides';
  const prose = (topic: string) =>
    Array.from(
      { length: 20 },
      (_, n) => `Step ${n} of ${topic} ${index} sets option${n}_${index} before the next call runs.`,
    ).join(' ');
  return {
    url: `https://docs.example/${section.toLowerCase().replace(/ /g, '-')}/page-${index}`,
    title: `${section} ${index}`,
    category: 'docs',
    section,
    qualityScore: 8,
    content: [
      `# ${section} ${index}`,
      prose('setup'),
      '```ts',
      `// page ${index}: configure the client`,
      `import { create } from 'docs-example';`,
      '',
      `const client = create({ retries: ${index % 7} });`,
      '```',
      `## Options of ${index}`,
      prose('options'),
      prose('defaults'),
      '```bash',
      `# install step ${index}`,
      'npm install docs-example',
      '```',
      prose('errors'),
      prose('limits'),
    ].join('\n\n'),
  };
}

/**
 * llms-full.txt of a 2 MB docs selection (300 pages, five sections) at the default budget of 1 MiB:
 * how many files, how many selected pages they hold, how many are left out. Before the split the one
 * file was cut at 1 MiB and held 153 of the 300 pages (the last of them cut), 147 left out.
 */
describe('llms-full.txt of a selection over the budget', () => {
  it('splits a 2 MB selection by section and drops no page', () => {
    const pages = Array.from({ length: 300 }, (_, index) => docsPage(index));
    const started = performance.now();
    const full = generateLlmsFull({
      siteName: 'Docs',
      summary: 'A docs site.',
      baseUrl: 'https://docs.example/',
      pages,
    });
    const ms = performance.now() - started;
    const kept = full.files.reduce((sum, file) => sum + (file.content.match(/^Source: /gm)?.length ?? 0), 0);
    console.log(
      `${pages.length} pages, ${(full.wholeBytes / 1e6).toFixed(2)} MB in all, budget ${full.budgetBytes} bytes: ` +
        `${full.files.length} files in ${ms.toFixed(0)} ms; pages kept ${kept}, dropped ${pages.length - kept}, ` +
        `cut ${full.files.flatMap((file) => file.cutPages).length}`,
    );
    for (const file of full.files)
      console.log(
        `  ${file.name}: ${file.pageCount} pages, ${file.bytes} bytes, ~${file.estimatedTokens} tokens`,
      );
    expect(kept).toBe(pages.length);
  });
});
