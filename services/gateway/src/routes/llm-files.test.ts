import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema, generateLlmFileResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis, createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

const FILES_PER_ANALYSIS = 3;
const PAGES = ['https://files.example/', 'https://files.example/docs', 'https://files.example/guide'];

/** Generating files costs storage: one copy per distinct selection, and a bounded number per analysis. */
describe('generating llms.txt files', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('llm-file-routes-test', {
      LLM_FILES_PER_ANALYSIS: String(FILES_PER_ANALYSIS),
    });
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  async function completedAnalysis() {
    const analysis = await createAnalysis(runtime.repos, {
      url: PAGES[0],
      status: 'completed',
      stage: 'finalization',
      site_name: 'Files',
    });
    await addFetchedPages(
      runtime.repos,
      analysis.id,
      PAGES.map((url) => ({ url })),
    );
    await runtime.repos.pages.saveScores(
      analysis.id,
      PAGES.map((url) => ({ url, qualityScore: 8, scoredBy: 'heuristic' as const, reason: 'test' })),
    );
    return analysis.id;
  }

  const generate = (analysisId: string, title = 'Home') =>
    server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      remoteAddress: `192.0.2.${Math.floor(Math.random() * 200) + 1}`,
      payload: { analysisId, selectedPages: PAGES.map((url) => ({ url, title, selected: true })) },
    });
  const fileIdOf = async (response: Awaited<ReturnType<typeof generate>>) => {
    expect(response.statusCode).toBe(201);
    return generateLlmFileResponseSchema.parse(response.json()).id;
  };
  const storedFiles = async (analysisId: string) =>
    (await runtime.repos.llmFiles.listByAnalyses([analysisId])).length;

  it('returns the file an identical selection made before instead of storing another copy', async () => {
    const analysisId = await completedAnalysis();
    const first = await fileIdOf(await generate(analysisId));
    expect(await fileIdOf(await generate(analysisId))).toBe(first);
    const racing = await Promise.all(Array.from({ length: 5 }, () => generate(analysisId, 'Racing')));
    const racingIds = new Set(await Promise.all(racing.map(fileIdOf)));
    expect(racingIds.size).toBe(1);
    expect(racingIds.has(first)).toBe(false);
    expect(await storedFiles(analysisId)).toBe(2);
  });

  it('keeps at most the configured number of files per analysis, with a code and a sentence to act on', async () => {
    const analysisId = await completedAnalysis();
    const made = [];
    for (let n = 0; n < FILES_PER_ANALYSIS; n++)
      made.push(await fileIdOf(await generate(analysisId, `T${n}`)));

    const refused = await generate(analysisId, 'One too many');
    expect(refused.statusCode).toBe(409);
    const error = errorBodySchema.parse(refused.json());
    expect(error.error).toBe('llm_file_limit_reached');
    expect(error.message).toMatch(/already has 3 generated files.*run a new analysis/);
    expect(await fileIdOf(await generate(analysisId, 'T0'))).toBe(made[0]);
    expect(await storedFiles(analysisId)).toBe(FILES_PER_ANALYSIS);

    // The limit is per analysis: another analysis still makes its files.
    expect((await generate(await completedAnalysis(), 'One too many')).statusCode).toBe(201);
  });
});
