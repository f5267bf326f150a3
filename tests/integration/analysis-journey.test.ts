import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@signpost/contracts';
import { STAGE_IDS } from '@signpost/contracts';
import { metricSample, startFixtureSite, type FixtureSite } from '@signpost/testing';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

const PAGES = 30;

describe.each(['embedded', 'distributed'] as const)('the whole analysis journey (%s)', (kind) => {
  let site: FixtureSite;
  let stack: Stack;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: PAGES });
    stack = await startStack(kind);
  });

  afterAll(async () => {
    await stack?.close();
    await site?.close();
  });

  let record: AnalysisRecord;

  it('analyses a site: every page found, fetched once, scored, with honest metadata', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: site.origin, force: true },
    });
    expect(started.statusCode).toBe(202);
    record = await waitForAnalysis(stack.server, started.json().analysisId);

    expect(record.status).toBe('completed');
    expect(record.error).toBeNull();
    expect(record.sitemapFound).toBe(true);
    expect(record.siteType).toBe('multi-page');
    expect(record.siteName).toBe('Fixture Co');
    const urls = record.discoveredPages.map((page) => new URL(page.url).pathname).sort();
    expect(urls).toEqual([...site.paths].sort());
    expect(record.progress).toMatchObject({
      percent: 100,
      pagesFound: PAGES + 1,
      pagesFetched: PAGES + 1,
      pagesScored: PAGES + 1,
    });
    expect(record.progress.stages.every((stage) => stage.status === 'completed' && stage.finishedAt)).toBe(
      true,
    );
    for (const page of site.paths) expect(site.hits.get(page), page).toBeGreaterThanOrEqual(1);
    for (const page of record.discoveredPages) {
      expect(page.qualityScore).toBeGreaterThanOrEqual(1);
      expect(page.qualityScore).toBeLessThanOrEqual(10);
    }
    const legal = record.discoveredPages.filter((page) => page.category === 'legal');
    const docs = record.discoveredPages.filter((page) => page.category === 'docs');
    expect(Math.max(...legal.map((page) => page.qualityScore))).toBeLessThan(
      Math.min(...docs.map((page) => page.qualityScore)),
    );
  });

  it("counts the journey in its processes' metrics: pages fetched and scored, one duration per stage", async () => {
    const expositions = await Promise.all(
      stack.runtimes.map(async (runtime) => (await runtime.metrics.expose()).body),
    );
    const total = (name: string, labels: Record<string, string>) =>
      expositions.reduce((sum, body) => sum + (metricSample(body, name, labels) ?? 0), 0);
    expect(total('signpost_pages_total', { step: 'fetched' })).toBe(PAGES + 1);
    expect(total('signpost_pages_total', { step: 'scored' })).toBe(PAGES + 1);
    for (const stage of STAGE_IDS) {
      expect(total('signpost_stage_duration_seconds_count', { stage }), stage).toBe(1);
    }
  });

  it('generates, serves and downloads the llms.txt of the selected pages', async () => {
    const selected = record.discoveredPages.filter((page) => page.selected);
    expect(selected.length).toBeGreaterThan(0);
    const generated = await stack.server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      payload: { analysisId: record.id, selectedPages: selected },
    });
    expect(generated.statusCode).toBe(201);
    const { id, pageCount } = generated.json();
    expect(pageCount).toBe(selected.length);

    const file = (await stack.server.inject(`/api/llm-file/${id}`)).json();
    expect(file.content.startsWith('# Fixture Co\n\n> ')).toBe(true);
    expect(file.content).toMatch(/^## Documentation$/m);
    for (const page of selected) expect(file.content).toContain(`](${page.url})`);
    expect(file.fileSize).toBe(Buffer.byteLength(file.content));

    const download = await stack.server.inject(`/api/download/${id}`);
    expect(download.headers['content-disposition']).toBe('attachment; filename="llms.txt"');
    expect(download.body).toBe(file.content);
  });

  it('answers a repeat without force from the earlier result', async () => {
    const again = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: site.origin },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ analysisId: record.id, status: 'completed' });
    expect(again.json().discoveredPages).toHaveLength(record.discoveredPages.length);
  });

  it('streams progress as server-sent events until the analysis ends', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: site.origin, force: true },
    });
    const stream = await stack.server.inject(`/api/analysis/${started.json().analysisId}/events`);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = stream.body
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('event: analysis'))
      .map((chunk) => JSON.parse(chunk.split('\ndata: ')[1] ?? '{}') as AnalysisRecord);
    expect(events.length).toBeGreaterThan(1);
    expect(events.at(-1)?.status).toBe('completed');
    expect(events.slice(0, -1).every((event) => event.status === 'processing')).toBe(true);
    const percents = events.map((event) => event.progress.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('ends an analysis of an unreachable site with the catalogue message', async () => {
    const closed = await startFixtureSite({ pages: 1 });
    const origin = closed.origin;
    await closed.close();
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: origin, force: true },
    });
    const failed = await waitForAnalysis(stack.server, started.json().analysisId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('site_unreachable');
    expect(failed.message).toMatch(/could not be reached/);
    expect(failed.progress.stages[0]?.status).toBe('failed');
  });
});
