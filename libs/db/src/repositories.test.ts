import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalysis,
  createUser,
  DATABASE_BACKENDS,
  openTestDatabase,
  type OpenTestDatabase,
} from '@signpost/testing';
import { migrateToLatest } from './migrate.js';
import { extractionOfRow, type Repositories, type ReusableAnalysis } from './repositories/index.js';

describe.each(DATABASE_BACKENDS)('repositories on %s', (_name, setup) => {
  let database: OpenTestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(setup);
    repos = database.repos;
  });
  afterAll(() => database?.close());

  const newAnalysis = () => createAnalysis(repos);

  it('migrating twice applies nothing the second time', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('moves an analysis through its stages exactly once each', async () => {
    const analysis = await newAnalysis();
    expect(await repos.analyses.startStage(analysis.id, 'discovery')).toBe(true);
    const summary = {
      siteType: 'multi-page' as const,
      sitemapFound: true,
      analysisMethod: 'sitemap' as const,
      totalPagesFound: 3,
      pagesFound: 3,
      batchesTotal: 2,
    };
    expect(await repos.analyses.advanceStage(analysis.id, 'discovery', 'content-fetch')).toBe(true);
    expect(await repos.analyses.advanceStage(analysis.id, 'discovery', 'content-fetch')).toBe(false);
    await repos.analyses.recordDiscovery(analysis.id, summary);
    expect(await repos.analyses.advanceStage(analysis.id, 'content-fetch', 'ai-analysis')).toBe(true);
    expect(await repos.analyses.advanceStage(analysis.id, 'content-fetch', 'ai-analysis')).toBe(false);
    expect(await repos.analyses.advanceStage(analysis.id, 'ai-analysis', 'finalization')).toBe(true);
    expect(await repos.analyses.complete(analysis.id, 'finalization')).toBe(true);
    expect(await repos.analyses.complete(analysis.id, 'finalization')).toBe(false);
    expect(await repos.analyses.fail(analysis.id, 'internal', 'late failure')).toBe(false);
    const row = await repos.analyses.get(analysis.id);
    expect(row).toMatchObject({
      status: 'completed',
      stage: 'finalization',
      sitemap_found: true,
      batches_outstanding: 2,
    });
    expect(row?.discovery_started_at).toBeInstanceOf(Date);
    expect(row?.completed_at).toBeInstanceOf(Date);
  });

  it('inserts discovered pages once and counts fetched pages from the pages themselves', async () => {
    const analysis = await newAnalysis();
    const pages = ['a', 'b', 'c'].map((name, position) => ({
      url: `https://example.com/${name}`,
      position,
      batch: Math.floor(position / 2),
      source: 'sitemap' as const,
      lastModified: null,
    }));
    await repos.pages.insertDiscovered(analysis.id, pages);
    await repos.pages.insertDiscovered(analysis.id, pages);
    expect((await repos.pages.listBatch(analysis.id, 0)).map((page) => page.url)).toEqual([
      'https://example.com/a',
      'https://example.com/b',
    ]);
    const extraction = {
      finalUrl: 'https://example.com/a',
      httpStatus: 200,
      title: 'A',
      description: 'About A',
      headings: ['A', 'More about A'],
      wordCount: 120,
      category: 'docs' as const,
      language: 'en',
      contentHash: 'hash-a',
      content: 'text',
    };
    await repos.pages.saveExtraction(analysis.id, 'https://example.com/a', extraction);
    await repos.pages.saveExtraction(analysis.id, 'https://example.com/a', extraction);
    await repos.pages.markFetchFailed(analysis.id, 'https://example.com/b', 404, 'Not found');
    await repos.analyses.refreshFetchedCount(analysis.id);
    expect((await repos.analyses.get(analysis.id))?.pages_fetched).toBe(2);
    const fetched = await repos.pages.listFetched(analysis.id);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.headings).toEqual(['A', 'More about A']);

    // A page kept with its validators reads back as the extraction it was saved from.
    const validated = { ...extraction, etag: '"a-1"', lastModifiedHeader: 'Wed, 01 Jan 2025 00:00:00 GMT' };
    await repos.pages.saveExtraction(analysis.id, 'https://example.com/a', validated);
    const [saved] = await repos.pages.listAll(analysis.id);
    expect(saved && extractionOfRow(saved)).toMatchObject(validated);
    expect((await repos.pages.listAll(analysis.id)).map(({ url }) => url)).toEqual(
      pages.map(({ url }) => url),
    );

    await repos.pages.saveScores(analysis.id, [
      { url: 'https://example.com/a', qualityScore: 7.5, scoredBy: 'heuristic', reason: 'solid' },
    ]);
    await repos.analyses.refreshScoredCount(analysis.id);
    expect((await repos.analyses.get(analysis.id))?.pages_scored).toBe(1);
    expect((await repos.pages.listScored(analysis.id))[0]?.quality_score).toBe(7.5);
  });

  it('lets exactly one of many concurrent batch completions reach zero', async () => {
    const analysis = await newAnalysis();
    const batches = 8;
    await repos.extractionBatches.createAll(
      analysis.id,
      Array.from({ length: batches }, () => 1),
    );
    await repos.analyses.recordDiscovery(analysis.id, {
      siteType: 'multi-page',
      sitemapFound: false,
      analysisMethod: 'fallback-crawl',
      totalPagesFound: batches,
      pagesFound: batches,
      batchesTotal: batches,
    });
    const finishBatch = (batch: number) =>
      repos.transaction(async (tx) => {
        if (!(await tx.extractionBatches.markDone(analysis.id, batch))) return null;
        return tx.analyses.decrementOutstandingBatches(analysis.id);
      });
    const attempts = [...Array(batches).keys(), 0, 3, 5].map(finishBatch);
    const remaining = await Promise.all(attempts);
    expect(remaining.filter((value) => value === 0)).toHaveLength(1);
    expect(remaining.filter((value) => value === null)).toHaveLength(3);
    expect(await repos.extractionBatches.countOutstanding(analysis.id)).toBe(0);
  });

  it('finds a completed analysis of the same site within the cache window only', async () => {
    const analysis = await newAnalysis();
    const anyone = { kind: 'anyone' } as const;
    const reuse = { siteKey: analysis.site_key, owner: anyone, maxPages: 20, aiPagesLimit: 5 };
    expect(await repos.analyses.findReusable({ ...reuse, since: new Date(0) })).toBeUndefined();
    await repos.analyses.advanceStage(analysis.id, 'discovery', 'finalization');
    await repos.analyses.complete(analysis.id, 'finalization');
    expect((await repos.analyses.findReusable({ ...reuse, since: new Date(0) }))?.id).toBe(analysis.id);
    expect(
      await repos.analyses.findReusable({ ...reuse, since: new Date(Date.now() + 60_000) }),
    ).toBeUndefined();
  });

  it("reuses only its owner's analyses, made with no more pages or LLM-scored pages than asked", async () => {
    const owner = await createUser(repos);
    const siteKey = `https://reuse.example/${randomUUID()}`;
    const completed = { site_key: siteKey, status: 'completed' as const };
    const made = await createAnalysis(repos, {
      ...completed,
      user_id: owner.id,
      max_pages: 200,
      ai_pages_limit: null,
    });
    const anonymous = await createAnalysis(repos, { ...completed, requester_email: 'a@example.com' });
    await repos.usage.record(['ip:192.0.2.1', 'email:a@example.com'], 'analysis', anonymous.id);
    const reuse: ReusableAnalysis = {
      siteKey,
      since: new Date(0),
      owner: { kind: 'account', userId: owner.id },
      maxPages: 200,
      aiPagesLimit: null,
    };
    const found = (overrides: Partial<ReusableAnalysis>) =>
      repos.analyses.findReusable({ ...reuse, ...overrides }).then((row) => row?.id);
    expect(await found({})).toBe(made.id);
    expect(await found({ maxPages: 1000 })).toBe(made.id);
    expect(await found({ owner: { kind: 'account', userId: (await createUser(repos)).id } })).toBeUndefined();
    expect(await found({ maxPages: 20 })).toBeUndefined();
    expect(await found({ aiPagesLimit: 1000 })).toBeUndefined();

    const visitor = (email: string | null, countedUnder: string[]) => ({
      owner: { kind: 'anonymous' as const, email, countedUnder },
    });
    const subjects = ['ip:192.0.2.1', 'email:a@example.com'];
    expect(await found(visitor('a@example.com', subjects))).toBe(anonymous.id);
    expect(await found(visitor('a@example.com', ['ip:192.0.2.2', 'email:a@example.com']))).toBeUndefined();
    expect(await found(visitor(null, ['ip:192.0.2.1']))).toBeUndefined();
    expect(await found(visitor('b@example.com', ['ip:192.0.2.1', 'email:b@example.com']))).toBeUndefined();
  });

  it('counts a use recorded under two subjects once, and refunds it', async () => {
    const analysis = await newAnalysis();
    const email = `email:${randomUUID()}@example.com`;
    const ip = `ip:${randomUUID()}`;
    await repos.usage.record([email, ip], 'analysis', analysis.id);
    await repos.usage.record([ip], 'analysis', null);
    const since = new Date(Date.now() - 60_000);
    expect(await repos.usage.countSince([email, ip], 'analysis', since)).toBe(2);
    expect(await repos.usage.countSince([email], 'analysis', since)).toBe(1);
    expect(await repos.usage.countSince([email], 'validation', since)).toBe(0);
    await repos.usage.refundAnalysis(analysis.id);
    expect(await repos.usage.countSince([email, ip], 'analysis', since)).toBe(1);
  });

  it('stores generated files with their byte size', async () => {
    const analysis = await newAnalysis();
    const file = await repos.llmFiles.create({
      id: randomUUID(),
      analysisId: analysis.id,
      content: '# Café\n',
      pageCount: 0,
    });
    expect(file.file_size).toBe(8);
    expect((await repos.llmFiles.get(file.id))?.content).toBe('# Café\n');
  });

  it('purges analyses and their pages past retention', async () => {
    const analysis = await newAnalysis();
    await repos.pages.insertDiscovered(analysis.id, [
      { url: 'https://example.com/x', position: 0, batch: 0, source: 'homepage', lastModified: null },
    ]);
    const deleted = await repos.analyses.deleteCreatedBefore(new Date(Date.now() + 1000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await repos.analyses.get(analysis.id)).toBeUndefined();
    expect(await repos.pages.listBatch(analysis.id, 0)).toEqual([]);
  });
});
