import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  analysisRecordSchema,
  errorBodySchema,
  llmFileResponseSchema,
  unreadyResponseSchema,
} from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { addFetchedPages, createAnalysis, createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

/**
 * The routes' declared contracts at work: requests judged and worded as before the type provider,
 * responses written through their schemas without losing a field, and a response that breaks its
 * own contract answered as our failure.
 */
describe('route contracts', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let analysisId: string;

  beforeAll(async () => {
    runtime = await createTestRuntime('contracts-test');
    server = await buildServer(runtime);
    ({ id: analysisId } = await createAnalysis(runtime.repos, {
      status: 'completed',
      stage: 'finalization',
      site_name: 'Acme',
    }));
    const url = 'https://example.com/docs';
    await addFetchedPages(runtime.repos, analysisId, [{ url, title: 'Docs', category: 'docs' }]);
    await runtime.repos.pages.saveScores(analysisId, [
      { url, qualityScore: 8, scoredBy: 'heuristic', reason: 'Clear docs.' },
    ]);
  });

  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const invalidInput = async (request: InjectOptions) => {
    const response = await server.inject(request);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe('invalid_input');
    return body.message;
  };

  it('words invalid input from the first problem, naming its field, and reads no body as empty', async () => {
    expect(await invalidInput({ method: 'POST', url: '/api/analyze' })).toBe('url: Enter a website address');
    expect(
      await invalidInput({
        method: 'POST',
        url: '/api/generate-llm-file',
        payload: { analysisId, selectedPages: [{ url: 'nope' }] },
      }),
    ).toMatch(/^selectedPages\.0\.url: /);
    expect(await invalidInput({ url: `/api/download/${analysisId}?variant=pdf` })).toMatch(/^variant: /);
    expect(await invalidInput({ url: '/api/llm-file/123' })).toBe('Unknown file id');
  });

  it('serves a completed analysis, a generated file and its download through their contracts', async () => {
    const record = analysisRecordSchema.parse((await server.inject(`/api/analysis/${analysisId}`)).json());
    expect(record.discoveredPages).toMatchObject([{ url: 'https://example.com/docs', selected: true }]);

    const generated = await server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      payload: { analysisId, selectedPages: [{ url: 'https://example.com/docs' }] },
    });
    expect(generated.statusCode).toBe(201);
    const { id } = generated.json();
    const file = llmFileResponseSchema.parse((await server.inject(`/api/llm-file/${id}`)).json());
    expect(file.content).toContain('(https://example.com/docs)');

    const download = await server.inject(`/api/download/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="llms.txt"');
    expect(download.body).toBe(file.content);
  });

  it('keeps which dependency is down in a 503 from /readyz', async () => {
    const ping = vi.spyOn(runtime.queue, 'ping').mockRejectedValueOnce(new Error('down'));
    const response = await server.inject('/readyz');
    ping.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(unreadyResponseSchema.parse(response.json())).toEqual({
      error: 'unavailable',
      message: 'A dependency is unreachable; try again shortly.',
      database: 'ok',
      queue: 'unreachable',
    });
  });

  it('answers a response that breaks its contract as an internal error', async () => {
    const file = await runtime.repos.llmFiles.create({
      id: randomUUID(),
      analysisId,
      content: '# Acme\n',
      pageCount: 1,
    });
    vi.spyOn(runtime.repos.llmFiles, 'get').mockResolvedValueOnce({ ...file, page_count: -1 });
    const response = await server.inject(`/api/llm-file/${file.id}`);
    expect(response.statusCode).toBe(500);
    expect(errorBodySchema.parse(response.json()).error).toBe('internal');
  });
});
