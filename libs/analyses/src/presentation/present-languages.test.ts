import { describe, expect, it } from 'vitest';
import type { AnalysisRow, PageRow } from '@signpost/db';
import { parseLlmsTxt } from '@signpost/llmstxt';
import { presentAnalysis } from './present-analysis.js';
import { renderDefaultSelection } from './render-selection.js';

const analysis = {
  id: '00000000-0000-4000-8000-000000000001',
  url: 'https://docs.test/',
  status: 'completed',
  stage: 'finalization',
  site_name: 'Docs',
  site_summary: 'Docs.',
  default_language: 'en',
  created_at: new Date('2026-11-25T00:00:00Z'),
  completed_at: new Date('2026-11-25T00:01:00Z'),
} as AnalysisRow;

/** A Starlight-like site: English at the root, German and French translations under their paths. */
const rows = (
  [
    ['/', 'en'],
    ['/guide/', 'en-US'],
    ['/faq/', null],
    ['/de/', 'de'],
    ['/de/guide/', 'de'],
    ['/fr/', 'fr'],
  ] as const
).map(
  ([path, language], position) =>
    ({
      url: `https://docs.test${path}`,
      position,
      title: path,
      description: `About ${path}`,
      category: 'docs',
      quality_score: 8,
      language,
      markdown: `Text of ${path}`,
    }) as PageRow,
);

const paths = (urls: readonly string[]) => urls.map((url) => new URL(url).pathname).sort();

describe('an analysis of a site in several languages', () => {
  it('names the default language and the languages found with their page counts and files', () => {
    const record = presentAnalysis(analysis, rows);
    expect(record.defaultLanguage).toBe('en');
    expect(record.languages).toEqual([
      { tag: 'en', pages: 3, llmsTxtUrl: 'https://docs.test/llms.txt' },
      { tag: 'de', pages: 2, llmsTxtUrl: 'https://docs.test/de/llms.txt' },
      { tag: 'fr', pages: 1, llmsTxtUrl: 'https://docs.test/fr/llms.txt' },
    ]);
  });

  it('preselects the default language’s pages only, listing the translations unselected', () => {
    const pages = presentAnalysis(analysis, rows).discoveredPages;
    expect(pages).toHaveLength(rows.length);
    expect(paths(pages.filter((page) => page.selected).map((page) => page.url))).toEqual([
      '/',
      '/faq/',
      '/guide/',
    ]);
  });

  it('writes llms.txt and llms-full.txt for the default language', () => {
    const { llmsTxt, llmsFull, pageCount } = renderDefaultSelection(analysis, rows, 1024 * 1024);
    const llmsFullTxt = llmsFull.files[0]?.content ?? '';
    const links = parseLlmsTxt(llmsTxt).sections.flatMap((section) => section.links.map((link) => link.url));
    expect(paths(links)).toEqual(['/', '/faq/', '/guide/']);
    expect(pageCount).toBe(3);
    const sources = [...llmsFullTxt.matchAll(/^Source: (\S+)/gm)].map((match) => match[1] ?? '');
    expect(paths(sources)).toEqual(['/', '/faq/', '/guide/']);
  });

  it('lists no languages for a site in one', () => {
    const english = rows.filter((row) => row.language === null || row.language.startsWith('en'));
    const record = presentAnalysis(analysis, english);
    expect(record.defaultLanguage).toBe('en');
    expect(record.languages).toBeUndefined();
  });
});
