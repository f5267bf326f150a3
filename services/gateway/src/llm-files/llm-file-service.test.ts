import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageCategory } from '@signpost/contracts';
import { parseLlmsTxt } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis, createTestRuntime } from '@signpost/testing';
import { anonymousCaller } from '@signpost/usage';
import { LlmFileService } from './llm-file-service.js';

const visitor = anonymousCaller('192.0.2.1');

/** Generating llms.txt from a completed analysis, and its llms-full.txt from the same selection. */
describe('LlmFileService', () => {
  let runtime: Runtime;
  let files: LlmFileService;
  const analysisId = randomUUID();
  const pages: { url: string; title: string; category: PageCategory; score: number; content: string }[] = [
    {
      url: 'https://acme.test/docs/(intro)',
      title: 'Intro',
      category: 'docs',
      score: 9,
      content: '# Intro\nStart here.',
    },
    {
      url: 'https://acme.test/blog/old',
      title: 'Old post',
      category: 'blog',
      score: 2,
      content: 'An old post.',
    },
    { url: 'https://acme.test/pricing', title: 'Pricing', category: 'pricing', score: 8, content: 'Prices.' },
  ];

  beforeAll(async () => {
    runtime = await createTestRuntime('llm-files-test');
    files = new LlmFileService(runtime);
    await createAnalysis(runtime.repos, {
      id: analysisId,
      url: 'https://acme.test/',
      site_key: 'https://acme.test/',
      status: 'completed',
      stage: 'finalization',
      site_name: 'Acme',
      site_summary: 'Rockets for everyone.',
    });
    await addFetchedPages(
      runtime.repos,
      analysisId,
      pages.map(({ url, title, category, content }) => ({ url, title, category, content })),
    );
    await runtime.repos.pages.saveScores(
      analysisId,
      pages.map((page) => ({
        url: page.url,
        qualityScore: page.score,
        scoredBy: 'heuristic' as const,
        reason: 'test',
      })),
    );
  });

  afterAll(async () => {
    await runtime.close();
  });

  it('writes the selected pages with low scores under Optional, and the full file from the same links', async () => {
    const { id, pageCount } = await files.generate(visitor, {
      analysisId,
      selectedPages: [
        { url: pages[0]?.url ?? '', title: 'Introduction', selected: true },
        { url: pages[1]?.url ?? '', selected: true },
        { url: pages[2]?.url ?? '', selected: false },
      ],
    });
    expect(pageCount).toBe(2);
    const { content } = await files.get(visitor, id);
    const parsed = parseLlmsTxt(content);
    expect(parsed).toMatchObject({ title: 'Acme', summary: 'Rockets for everyone.', problems: [] });
    expect(parsed.sections.map((section) => [section.name, section.links.map((link) => link.title)])).toEqual(
      [
        ['Documentation', ['Introduction']],
        ['Optional', ['Old post']],
      ],
    );

    const full = await files.getFull(visitor, id);
    expect(full).toBe(
      [
        '# Acme',
        '',
        '> Rockets for everyone.',
        '',
        '## Introduction',
        '',
        'Source: https://acme.test/docs/%28intro%29',
        '',
        '### Intro',
        'Start here.',
        '',
        '## Old post',
        '',
        'Source: https://acme.test/blog/old',
        '',
        'An old post.',
        '',
      ].join('\n'),
    );
  });
});
