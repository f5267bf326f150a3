import { describe, expect, it } from 'vitest';
import type { AnalysisRow, PageRow } from '@signpost/db';
import { parseLlmsTxt } from '@signpost/llmstxt';
import { presentPages } from './present-analysis.js';
import { renderChosenPages, renderDefaultSelection, renderFullFromIndex } from './render-selection.js';

const BUDGET = 1024 * 1024;
const analysis = {
  url: 'https://widget.test/',
  site_name: 'Widget',
  site_summary: 'Widgets.',
} as AnalysisRow;

/** Scored rows in discovery order (the sitemap's alphabet), each with its place in the navigation. */
const rows = (
  [
    ['/', null, null, 'other'],
    ['/api/alpha', 3, 'API', 'api-reference'],
    ['/api/zeta', 2, 'API', 'api-reference'],
    ['/blog/post', null, null, 'blog'],
    ['/guide/', 1, 'Introduction', 'docs'],
    ['/guide/why', 0, 'Introduction', 'docs'],
  ] as const
).map(
  ([path, navOrder, navGroup, category], position) =>
    ({
      url: `https://widget.test${path}`,
      position,
      title: path === '/guide/' ? 'Getting Started' : path,
      description: `About ${path}`,
      category,
      quality_score: 8,
      nav_order: navOrder,
      nav_group: navGroup,
      markdown: `Text of ${path}`,
    }) as PageRow,
);

const layout = (text: string) =>
  parseLlmsTxt(text).sections.map((section) => [
    section.name,
    section.links.map((link) => new URL(link.url).pathname),
  ]);
const EXPECTED = [
  ['Introduction', ['/guide/', '/guide/why']],
  ['API', ['/api/zeta', '/api/alpha']],
  ['Blog', ['/blog/post']],
  ['Other', ['/']],
];

describe('the site order in the files and the review list', () => {
  it('shows pages in navigation order, then the rest in discovery order', () => {
    expect(presentPages(rows, 'Widget').map((page) => new URL(page.url).pathname)).toEqual([
      '/guide/why',
      '/guide/',
      '/api/zeta',
      '/api/alpha',
      '/',
      '/blog/post',
    ]);
  });

  it('writes the default selection under the navigation groups, getting started first', () => {
    const { llmsTxt, llmsFull } = renderDefaultSelection(analysis, rows, BUDGET);
    expect(layout(llmsTxt)).toEqual(EXPECTED);
    const sources = [...(llmsFull.files[0]?.content ?? '').matchAll(/^Source: (\S+)/gm)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    expect(sources).toEqual(EXPECTED.flatMap(([, paths]) => paths));
  });

  it('keeps the groups for the owner’s choice and for the full file derived from it', () => {
    const choices = presentPages(rows, 'Widget').map((page) => ({ url: page.url }));
    const { content } = renderChosenPages(analysis, rows, choices, BUDGET);
    expect(layout(content)).toEqual(EXPECTED);
    const full = renderFullFromIndex(analysis, rows, content, BUDGET).files[0]?.content ?? '';
    const sources = [...full.matchAll(/^Source: (\S+)/gm)].map((m) => new URL(m[1] ?? '').pathname);
    expect(sources).toEqual(EXPECTED.flatMap(([, paths]) => paths));
  });

  it('lists the files of a full text split by section in llms.txt, and derives the same files again', () => {
    const long = rows.map((row) => ({
      ...row,
      markdown: `Text of ${row.url}. ${'More words. '.repeat(1500)}`,
    }));
    const choices = presentPages(long, 'Widget').map((page) => ({ url: page.url }));
    const { content } = renderChosenPages(analysis, long, choices, 40_000);
    expect(layout(content)).toEqual([
      ...EXPECTED,
      [
        'Full text',
        ['/llms-full-introduction.txt', '/llms-full-api.txt', '/llms-full-blog.txt', '/llms-full-other.txt'],
      ],
    ]);
    const full = renderFullFromIndex(analysis, long, content, 40_000);
    expect(full.split).toBe(true);
    expect(full.files.map((file) => file.name)).toEqual([
      'llms-full.txt',
      'llms-full-introduction.txt',
      'llms-full-api.txt',
      'llms-full-blog.txt',
      'llms-full-other.txt',
    ]);
    // The notes llms.txt gives each file are those of the files a download derives.
    const api = full.files.find((file) => file.name === 'llms-full-api.txt');
    expect(content).toContain(
      `- [API](https://widget.test/llms-full-api.txt): 2 pages, ${Math.round((api?.bytes ?? 0) / 1000)} KB`,
    );
    const sources = full.files.flatMap((file) =>
      [...file.content.matchAll(/^Source: (\S+)/gm)].map((m) => m[1]),
    );
    expect(sources).toHaveLength(rows.length);
  });
});
