import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLlmFileRequestSchema } from '@signpost/contracts';
import { parseLlmsTxt } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis, createTestRuntime } from '@signpost/testing';
import { anonymousCaller } from '@signpost/usage';
import { LlmFileService } from './llm-file-service.js';

const visitor = anonymousCaller('192.0.2.2');

/** A file for one language of a site in several, asked for by language instead of a page list. */
describe('LlmFileService: a file for one language', () => {
  let runtime: Runtime;
  let files: LlmFileService;
  const analysisId = randomUUID();
  const pages = [
    { url: 'https://docs.test/', language: 'en' },
    { url: 'https://docs.test/guide/', language: 'en-US' },
    { url: 'https://docs.test/de/', language: 'de' },
    { url: 'https://docs.test/de/guide/', language: 'de-DE' },
    { url: 'https://docs.test/fr/', language: 'fr' },
  ];

  beforeAll(async () => {
    runtime = await createTestRuntime('llm-file-language-test');
    files = new LlmFileService(runtime);
    await createAnalysis(runtime.repos, {
      id: analysisId,
      url: 'https://docs.test/',
      site_key: 'https://docs.test/',
      status: 'completed',
      stage: 'finalization',
      site_name: 'Docs',
      site_summary: 'Docs for everyone.',
      default_language: 'en',
    });
    await addFetchedPages(
      runtime.repos,
      analysisId,
      pages.map(({ url, language }) => ({ url, language, title: new URL(url).pathname })),
    );
    await runtime.repos.pages.saveScores(
      analysisId,
      pages.map((page) => ({
        url: page.url,
        qualityScore: 8,
        scoredBy: 'heuristic' as const,
        reason: 'test',
      })),
    );
  });

  afterAll(async () => {
    await runtime.close();
  });

  it('writes the default selection among the pages of the language asked for, under the same heading', async () => {
    const request = generateLlmFileRequestSchema.parse({ analysisId, language: 'de', selectedPages: null });
    const { id, pageCount } = await files.generate(visitor, request);
    expect(pageCount).toBe(2);
    const parsed = parseLlmsTxt((await files.get(visitor, id)).content);
    expect(parsed).toMatchObject({ title: 'Docs', summary: 'Docs for everyone.' });
    const links = parsed.sections.flatMap((section) =>
      section.links.map((link) => new URL(link.url).pathname),
    );
    expect(links.sort()).toEqual(['/de/', '/de/guide/']);
  });

  it('refuses a language no page is in', async () => {
    await expect(files.generate(visitor, { analysisId, language: 'ja' })).rejects.toMatchObject({
      code: 'no_pages_selected',
    });
  });

  it('takes either a selection or a language, null read as absent', () => {
    const selectedPages = [{ url: pages[0]?.url }];
    expect(
      generateLlmFileRequestSchema.safeParse({ analysisId, selectedPages, language: null }).success,
    ).toBe(true);
    expect(generateLlmFileRequestSchema.safeParse({ analysisId, language: 'fr' }).success).toBe(true);
    expect(generateLlmFileRequestSchema.safeParse({ analysisId }).success).toBe(false);
    expect(
      generateLlmFileRequestSchema.safeParse({ analysisId, selectedPages, language: 'fr' }).success,
    ).toBe(false);
  });
});
