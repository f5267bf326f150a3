import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from './server.js';

/** The gateway alone on the embedded adapters, with no workers: API contracts, errors and limits. */
describe('gateway API', () => {
  let runtime: Runtime;
  let server: FastifyInstance;

  beforeAll(async () => {
    runtime = await createTestRuntime('gateway-test', { PLAN_STARTER_ANALYSES: '2' });
    server = await buildServer(runtime);
  });

  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const analyze = (body: unknown, ip = '198.51.100.7') =>
    server.inject({ method: 'POST', url: '/api/analyze', payload: body as object, remoteAddress: ip });

  it('answers health and readiness', async () => {
    expect((await server.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await server.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'ok', queue: 'ok' });
  });

  it.each([
    [{}, /website address/i],
    [{ url: 'not a url' }, /publicly accessible address/],
    [{ url: 'ftp://example.com' }, /publicly accessible address/],
    [{ url: 'https://example.com', email: 'nope' }, /valid email/],
    [{ url: 'https://example.com', force: 'yes' }, /force/],
  ])('rejects %j with a clear 400', async (body, message) => {
    const response = await analyze(body);
    expect(response.statusCode).toBe(400);
    const error = errorBodySchema.parse(response.json());
    expect(error.error).toBe('invalid_input');
    expect(error.message).toMatch(message);
  });

  it('rejects a malformed JSON body without crashing', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/analyze',
      headers: { 'content-type': 'application/json' },
      payload: '{"url": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe('bad_request');
  });

  it('starts an analysis and serves its record with stage progress', async () => {
    const response = await analyze({ url: 'example.org', force: true }, '198.51.100.1');
    expect(response.statusCode).toBe(202);
    const { analysisId, status, discoveredPages } = response.json();
    expect(status).toBe('processing');
    expect(discoveredPages).toEqual([]);
    const polled = await server.inject(`/api/analysis/${analysisId}`);
    expect(polled.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(polled.headers['content-length'])).toBe(polled.rawPayload.byteLength);
    const record = polled.json();
    expect(record).toMatchObject({ id: analysisId, url: 'https://example.org/', status: 'processing' });
    expect(record.progress.stages.map((stage: { id: string }) => stage.id)).toEqual([
      'discovery',
      'content-fetch',
      'ai-analysis',
      'finalization',
    ]);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('enforces the starter daily limit per client address with 429, resetAt and Retry-After', async () => {
    const ip = '203.0.113.9';
    expect((await analyze({ url: 'https://a.example', force: true }, ip)).statusCode).toBe(202);
    expect((await analyze({ url: 'https://b.example', force: true }, ip)).statusCode).toBe(202);
    const limited = await analyze({ url: 'https://c.example', force: true }, ip);
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body).toMatchObject({ error: 'daily_limit_reached', suggestedUpgrade: 'solo' });
    expect(new Date(body.resetAt).getUTCHours()).toBe(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await analyze({ url: 'https://c.example', force: true }, '203.0.113.10')).statusCode).toBe(202);
  });

  it('counts an email across client addresses', async () => {
    const email = 'owner@example.com';
    await analyze({ url: 'https://d.example', force: true, email }, '192.0.2.1');
    await analyze({ url: 'https://e.example', force: true, email: 'Owner@Example.com' }, '192.0.2.2');
    expect((await analyze({ url: 'https://f.example', force: true, email }, '192.0.2.3')).statusCode).toBe(
      429,
    );
  });

  it('answers 404 for unknown analyses and files, 400 for malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await server.inject(`/api/analysis/${unknown}`)).statusCode).toBe(404);
    expect((await server.inject(`/api/llm-file/${unknown}`)).statusCode).toBe(404);
    expect((await server.inject(`/api/download/${unknown}`)).statusCode).toBe(404);
    expect((await server.inject('/api/analysis/123')).statusCode).toBe(400);
    expect((await server.inject('/api/nothing-here')).json()).toMatchObject({ error: 'not_found' });
  });

  it('refuses to generate a file before the analysis completes', async () => {
    const { analysisId } = (await analyze({ url: 'https://g.example', force: true }, '192.0.2.50')).json();
    const response = await server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      payload: { analysisId, selectedPages: [{ url: 'https://g.example/', selected: true }] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('analysis_not_completed');
  });
});
