import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  errorBodySchema,
  generateLlmFileResponseSchema,
  llmFileResponseSchema,
  llmFullTextResponseSchema,
  type PageCategory,
} from '@signpost/contracts';
import { parseLlmsTxt } from '@signpost/llmstxt';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis, createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const BUDGET = 16 * 1024;
const PASSWORD = 'Correct-Horse-9-Battery';
const paragraph = (topic: string) => `${topic} explained in words. `.repeat(300);

/** 12 pages of about 8 KB each in three sections: 100 KB in all, six times the budget. */
const PAGES: { url: string; title: string; category: PageCategory; markdown: string }[] = [
  ...Array.from({ length: 6 }, (_, index) => ({
    url: `https://split.example/docs/${index}`,
    title: `Doc ${index}`,
    category: 'docs' as const,
    markdown: `# Doc ${index}\n\n\`\`\`sh\n# install step ${index}\nnpm install split\n\`\`\`\n\n${paragraph(`Doc ${index}`)}`,
  })),
  ...Array.from({ length: 4 }, (_, index) => ({
    url: `https://split.example/guides/${index}`,
    title: `Guide ${index}`,
    category: 'tutorial' as const,
    markdown: paragraph(`Guide ${index}`),
  })),
  ...Array.from({ length: 2 }, (_, index) => ({
    url: `https://split.example/blog/${index}`,
    title: `Post ${index}`,
    category: 'blog' as const,
    markdown: paragraph(`Post ${index}`),
  })),
];

/** A full text past LLMS_FULL_BUDGET_BYTES: split per section, described, each file downloadable. */
describe('the full text of a generated file', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let token: string;
  let fileId: string;

  beforeAll(async () => {
    runtime = await createTestRuntime('llm-full-text-test', { LLMS_FULL_BUDGET_BYTES: String(BUDGET) });
    server = await buildServer(runtime);
    const owner = await registerAccount(server, `split-${Date.now()}@example.com`, PASSWORD);
    token = owner.accessToken;
    const analysis = await createAnalysis(runtime.repos, {
      url: 'https://split.example/',
      status: 'completed',
      stage: 'finalization',
      site_name: 'Split',
      site_summary: 'A site too long for one file.',
      user_id: owner.user.id,
    });
    await addFetchedPages(runtime.repos, analysis.id, PAGES);
    await runtime.repos.pages.saveScores(
      analysis.id,
      PAGES.map(({ url }) => ({ url, qualityScore: 8, scoredBy: 'heuristic' as const, reason: 'test' })),
    );
    const generated = await server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      headers: { authorization: `Bearer ${token}` },
      payload: { analysisId: analysis.id, selectedPages: PAGES.map(({ url }) => ({ url })) },
    });
    expect(generated.statusCode).toBe(201);
    fileId = generateLlmFileResponseSchema.parse(generated.json()).id;
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const asOwner = (url: string) => server.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it('describes the split: each file and section with its size and estimated tokens', async () => {
    const response = await asOwner(`/api/llm-file/${fileId}/full-text`);
    expect(response.statusCode).toBe(200);
    const full = llmFullTextResponseSchema.parse(response.json());
    expect(full).toMatchObject({ budgetBytes: BUDGET, split: true });
    expect(full.wholeBytes).toBeGreaterThan(5 * BUDGET);
    expect(full.files[0]).toMatchObject({
      name: 'llms-full.txt',
      url: 'https://split.example/llms-full.txt',
    });
    expect(full.files.slice(1).map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'llms-full-documentation-part-1.txt',
        'llms-full-guides-part-1.txt',
        'llms-full-blog-part-1.txt',
      ]),
    );
    expect(full.sections.map((section) => [section.name, section.pageCount])).toEqual([
      ['Documentation', 6],
      ['Guides', 4],
      ['Blog', 2],
    ]);
    for (const file of full.files) {
      expect(file.bytes, file.name).toBeLessThanOrEqual(BUDGET);
      expect(file.estimatedTokens, file.name).toBeGreaterThan(file.bytes / 5);
      expect(file.cutPages).toEqual([]);
    }
    const pagesInFiles = full.files.reduce((sum, file) => sum + file.pageCount, 0);
    expect(pagesInFiles).toBe(PAGES.length);
  });

  it('lists the section files in llms.txt, under Full text', async () => {
    const file = llmFileResponseSchema.parse((await asOwner(`/api/llm-file/${fileId}`)).json());
    const { files } = llmFullTextResponseSchema.parse(
      (await asOwner(`/api/llm-file/${fileId}/full-text`)).json(),
    );
    const listing = parseLlmsTxt(file.content).sections.find((section) => section.name === 'Full text');
    expect(listing?.links.map((link) => link.url)).toEqual(files.slice(1).map((section) => section.url));
    expect(file.pageCount).toBe(PAGES.length);
  });

  it('downloads every file by name, together holding every page with its code intact', async () => {
    const { files } = llmFullTextResponseSchema.parse(
      (await asOwner(`/api/llm-file/${fileId}/full-text`)).json(),
    );
    const texts: string[] = [];
    for (const { name } of files) {
      const download = await asOwner(`/api/download/${fileId}?variant=full&file=${name}`);
      expect(download.statusCode, name).toBe(200);
      expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      texts.push(download.body);
    }
    const index = await asOwner(`/api/download/${fileId}?variant=full`);
    expect(index.body).toBe(texts[0]);
    expect(index.body).toContain('## Full text');
    const sources = texts.join('').match(/^Source: \S+$/gm) ?? [];
    expect(sources.map((line) => line.slice('Source: '.length)).sort()).toEqual(
      PAGES.map((page) => page.url).sort(),
    );
    expect(texts.join('')).toContain('```sh\n# install step 3\nnpm install split\n```');
  });

  it('serves the files to their owner only, and answers a name it does not have with 404', async () => {
    const path = `/api/download/${fileId}?variant=full&file=llms-full-blog-part-1.txt`;
    expect((await asOwner(path)).statusCode).toBe(200);
    expect((await server.inject(path)).statusCode).toBe(404);
    expect((await server.inject(`/api/llm-file/${fileId}/full-text`)).statusCode).toBe(404);
    const other = await registerAccount(server, `other-${Date.now()}@example.com`, PASSWORD);
    const asOther = await server.inject({
      url: path,
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(asOther.statusCode).toBe(404);

    const missing = await asOwner(`/api/download/${fileId}?variant=full&file=llms-full-nothing.txt`);
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).message).toMatch(/no llms-full-nothing\.txt/);
  });

  it.each([
    ['a name outside the family', 'file=../llms.txt&variant=full', /names a file of the full text/],
    ['a file without variant=full', 'file=llms-full-blog.txt', /variant=full/],
  ])('refuses %s with 400', async (_name, query, message) => {
    const response = await asOwner(`/api/download/${fileId}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toMatch(message);
  });
});
