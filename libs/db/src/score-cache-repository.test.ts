import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalysis,
  DATABASE_BACKENDS,
  openTestDatabase,
  type OpenTestDatabase,
} from '@signpost/testing';
import type { CachedScore, Repositories } from './repositories/index.js';

const scope = { model: 'claude-haiku-4-5', promptVersion: 'v1' };
const entry = (contentHash: string, overrides: Partial<CachedScore> = {}): CachedScore => ({
  contentHash,
  qualityScore: 8.5,
  category: 'docs',
  title: 'Install the CLI',
  description: 'How to install the CLI.',
  reason: 'Clear steps.',
  siteName: null,
  siteSummary: null,
  cost: 0.0012,
  ...overrides,
});

describe.each(DATABASE_BACKENDS)('score cache and scoring metrics on %s', (_name, setup) => {
  let database: OpenTestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(setup);
    repos = database.repos;
  });
  afterAll(() => database?.close());

  it('finds judgements by content hash within the same model and prompt version only', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await repos.scoreCache.saveMany(scope, [entry(a), entry(b, { siteName: 'Acme', siteSummary: 'Tools.' })]);
    const found = await repos.scoreCache.findMany(scope, [a, b, randomUUID(), a]);
    expect([...found.keys()].sort()).toEqual([a, b].sort());
    expect(found.get(b)).toEqual(entry(b, { siteName: 'Acme', siteSummary: 'Tools.' }));
    expect((await repos.scoreCache.findMany({ ...scope, promptVersion: 'v2' }, [a])).size).toBe(0);
    expect((await repos.scoreCache.findMany({ ...scope, model: 'other' }, [a])).size).toBe(0);
  });

  it('forgets only judgements unused since the cutoff', async () => {
    const hash = randomUUID();
    await repos.scoreCache.saveMany(scope, [entry(hash)]);
    expect(await repos.scoreCache.deleteUnusedSince(new Date(Date.now() - 60_000))).toBe(0);
    expect((await repos.scoreCache.findMany(scope, [hash])).size).toBe(1);
    expect(await repos.scoreCache.deleteUnusedSince(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await repos.scoreCache.findMany(scope, [hash])).size).toBe(0);
  });

  it('keeps the first judgement of a key when it is saved again', async () => {
    const hash = randomUUID();
    await repos.scoreCache.saveMany(scope, [entry(hash)]);
    await repos.scoreCache.saveMany(scope, [entry(hash, { qualityScore: 2, cost: 9 })]);
    expect((await repos.scoreCache.findMany(scope, [hash])).get(hash)).toMatchObject({
      qualityScore: 8.5,
      cost: 0.0012,
    });
  });

  it('adds LLM usage as it happens and recounts the cache figures from the pages', async () => {
    const analysis = await createAnalysis(repos, {
      tier: 'growth',
      stage: 'ai-analysis',
      max_pages: 500,
      ai_pages_limit: null,
    });
    const urls = ['a', 'b', 'c'].map((name) => `https://example.com/${name}`);
    await repos.pages.insertDiscovered(
      analysis.id,
      urls.map((url, position) => ({
        url,
        position,
        batch: 0,
        source: 'sitemap' as const,
        lastModified: null,
      })),
    );
    await repos.pages.saveScores(analysis.id, [
      { url: urls[0]!, qualityScore: 8, scoredBy: 'cache', reason: 'r', aiTitle: 'A', cost: 0.002 },
      { url: urls[1]!, qualityScore: 7, scoredBy: 'cache', reason: 'r', cost: 0.003 },
    ]);
    await repos.analyses.refreshCacheMetrics(analysis.id);
    expect(await repos.analyses.get(analysis.id)).toMatchObject({
      cached_pages: 2,
      cache_hit: true,
      api_calls: 0,
    });
    expect((await repos.analyses.get(analysis.id))?.cost_saved).toBeCloseTo(0.005, 10);

    await repos.pages.saveScores(analysis.id, [
      { url: urls[2]!, qualityScore: 6, scoredBy: 'llm', reason: 'r', cost: 0.004 },
    ]);
    await repos.analyses.addScoringUsage(analysis.id, { apiCalls: 1, estimatedCost: 0.004 });
    await repos.analyses.addScoringUsage(analysis.id, { apiCalls: 2, estimatedCost: 0.001 });
    await repos.analyses.refreshCacheMetrics(analysis.id);
    const row = await repos.analyses.get(analysis.id);
    expect(row).toMatchObject({ api_calls: 3, cached_pages: 2, cache_hit: false });
    expect(row?.estimated_cost).toBeCloseTo(0.005, 10);
    const pages = await repos.pages.listBatch(analysis.id, 0);
    expect(pages[0]).toMatchObject({ ai_title: 'A', ai_description: null, score_cost: 0.002 });
  });
});
