import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@signpost/contracts';
import { startFakeAnthropic, type FakeAnthropicServer } from '@signpost/testing/servers';
import { metricSample, startFixtureSite, type FixtureSite } from '@signpost/testing';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

const PAGES = 20;

/** The pipeline with the LLM scorer pointed at a local Messages API, on the starter plan (5 AI pages). */
describe('AI quality analysis through the pipeline', () => {
  let site: FixtureSite;
  let fake: FakeAnthropicServer;
  let stack: Stack;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: PAGES });
    fake = await startFakeAnthropic();
    stack = await startStack('embedded', {
      env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url, ANALYSIS_CACHE_HOURS: '0' },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
    await site?.close();
  });

  const analyse = async (): Promise<AnalysisRecord> => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: site.origin, force: true },
    });
    expect(started.statusCode).toBe(202);
    return waitForAnalysis(stack.server, started.json().analysisId);
  };

  let first: AnalysisRecord;

  it('scores the first 5 pages with the LLM in one call, the rest by rules, and prices the call', async () => {
    first = await analyse();
    expect(first.status).toBe('completed');
    expect(fake.requests).toHaveLength(1);
    const byLlm = first.discoveredPages.filter((page) => page.scoredBy === 'llm');
    expect(byLlm).toHaveLength(5);
    expect(first.discoveredPages.filter((page) => page.scoredBy === 'heuristic')).toHaveLength(PAGES + 1 - 5);
    for (const page of byLlm) expect(page.title).toMatch(/^AI: /);
    expect(first.siteName).toBe('Fake Site Name');
    expect(first.siteSummary).toBe('A site summarised by the fake model.');
    expect(first.metrics).toMatchObject({ apiCalls: 1, cachedPages: 0, costSaved: 0, cacheHit: false });
    expect(first.metrics.estimatedCost).toBeGreaterThan(0);
  });

  it('writes the LLM titles, descriptions and site summary into the llms.txt', async () => {
    const selected = first.discoveredPages.filter((page) => page.selected);
    const generated = await stack.server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      payload: { analysisId: first.id, selectedPages: selected },
    });
    const file = (await stack.server.inject(`/api/llm-file/${generated.json().id}`)).json();
    expect(file.content.startsWith('# Fake Site Name\n\n> A site summarised by the fake model.')).toBe(true);
    const llmSelected = selected.filter((page) => page.scoredBy === 'llm');
    expect(llmSelected.length).toBeGreaterThan(0);
    for (const page of llmSelected) {
      expect(page.description).toMatch(/^What .* covers, for assistants/);
      expect(file.content).toContain(`[${page.title}](${page.url}): ${page.description}\n`);
    }
  });

  it('re-analyses the unchanged site from the score cache: no call, and the metrics say so', async () => {
    const again = await analyse();
    expect(again.status).toBe('completed');
    expect(fake.requests).toHaveLength(1);
    expect(again.discoveredPages.filter((page) => page.scoredBy === 'cache')).toHaveLength(5);
    expect(again.metrics).toMatchObject({ apiCalls: 0, estimatedCost: 0, cachedPages: 5, cacheHit: true });
    expect(again.metrics.costSaved).toBeCloseTo(first.metrics.estimatedCost, 10);
    expect(again.siteName).toBe('Fake Site Name');
  });

  it("counts the call, its tokens and cost, and the score cache's hits and misses in the metrics", async () => {
    const [runtime] = stack.runtimes;
    const body = (await runtime?.metrics.expose())?.body ?? '';
    expect(metricSample(body, 'signpost_llm_calls_total')).toBe(1);
    expect(metricSample(body, 'signpost_llm_tokens_total', { kind: 'input' })).toBeGreaterThan(0);
    expect(metricSample(body, 'signpost_llm_tokens_total', { kind: 'output' })).toBeGreaterThan(0);
    expect(metricSample(body, 'signpost_llm_cost_usd_total')).toBeCloseTo(first.metrics.estimatedCost, 10);
    expect(metricSample(body, 'signpost_score_cache_lookups_total', { result: 'miss' })).toBe(5);
    expect(metricSample(body, 'signpost_score_cache_lookups_total', { result: 'hit' })).toBe(5);
  });
});
