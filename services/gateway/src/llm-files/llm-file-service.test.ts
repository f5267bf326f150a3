import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@signpost/config';
import { parseLlmsTxt } from '@signpost/llmstxt';
import { createRuntime, type Runtime } from '@signpost/runtime';
import { LlmFileService } from './llm-file-service.js';

/** Generating llms.txt from a completed analysis, and its llms-full.txt from the same selection. */
describe('LlmFileService', () => {
  let runtime: Runtime;
  let files: LlmFileService;
  const analysisId = randomUUID();
  const pages = [
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
    runtime = await createRuntime(
      loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      'llm-files-test',
    );
    files = new LlmFileService(runtime);
    await runtime.repos.analyses.create({
      id: analysisId,
      url: 'https://acme.test/',
      site_key: 'https://acme.test/',
      tier: 'starter',
      requester_email: null,
      status: 'completed',
      stage: 'finalization',
      max_pages: 20,
      ai_pages_limit: 5,
      site_name: 'Acme',
      site_summary: 'Rockets for everyone.',
    });
    await runtime.repos.pages.insertDiscovered(
      analysisId,
      pages.map((page, position) => ({
        url: page.url,
        position,
        batch: 0,
        source: 'sitemap' as const,
        lastModified: null,
      })),
    );
    for (const page of pages) {
      await runtime.repos.pages.saveExtraction(analysisId, page.url, {
        finalUrl: page.url,
        httpStatus: 200,
        title: page.title,
        description: `About ${page.title}`,
        headings: [],
        wordCount: 3,
        category: page.category,
        language: 'en',
        contentHash: page.url,
        content: page.content,
      });
    }
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
    const { id, pageCount } = await files.generate({
      analysisId,
      selectedPages: [
        { url: pages[0]?.url ?? '', title: 'Introduction', selected: true },
        { url: pages[1]?.url ?? '', selected: true },
        { url: pages[2]?.url ?? '', selected: false },
      ],
    });
    expect(pageCount).toBe(2);
    const { content } = await files.get(id);
    const parsed = parseLlmsTxt(content);
    expect(parsed).toMatchObject({ title: 'Acme', summary: 'Rockets for everyone.', problems: [] });
    expect(parsed.sections.map((section) => [section.name, section.links.map((link) => link.title)])).toEqual(
      [
        ['Documentation', ['Introduction']],
        ['Optional', ['Old post']],
      ],
    );

    const full = await files.getFull(id);
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
