import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analysisFailure, AppError } from '@signpost/errors';
import type { JobName, JobQueue } from '@signpost/queue';
import { createAnalysis, createTestRuntime, type TestRuntime } from '@signpost/testing';
import { anonymousCaller } from '@signpost/usage';
import { AnalysisLifecycle } from './analysis-lifecycle.js';

describe('analysis lifecycle', () => {
  let runtime: TestRuntime;
  let lifecycle: AnalysisLifecycle;
  const enqueued: { name: JobName; payload: unknown }[] = [];
  const queue: JobQueue = {
    enqueue: async (name, payload) => {
      enqueued.push({ name, payload });
    },
    startWorkers: async () => {},
    schedule: async () => {},
    stats: async () => [],
    inspectableQueues: () => [],
    ping: async () => {},
    close: async () => {},
  };

  beforeAll(async () => {
    runtime = await createTestRuntime('lifecycle-test', { PLAN_STARTER_ANALYSES: '1' });
    lifecycle = new AnalysisLifecycle({ ...runtime, queue, reuseWithinHours: 24 });
  });
  afterAll(() => runtime.close());
  beforeEach(() => {
    enqueued.length = 0;
  });

  const statusOf = async (id: string) => (await runtime.repos.analyses.get(id))?.status;
  const advance = (id: string, from: Parameters<AnalysisLifecycle['advance']>[2]) =>
    runtime.repos.transaction((tx) => lifecycle.advance(tx, id, from));

  it('enters an analysis at its own stage once, announcing the start only the first time', async () => {
    const analysis = await createAnalysis(runtime.repos);
    const events: string[] = [];
    const unsubscribe = runtime.progress.subscribe(analysis.id, (event) => events.push(event.stage));
    expect((await lifecycle.enter(analysis.id, 'discovery'))?.id).toBe(analysis.id);
    expect((await lifecycle.enter(analysis.id, 'discovery'))?.id).toBe(analysis.id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    unsubscribe();
    expect(events).toEqual(['discovery']);
    expect(enqueued).toEqual([]);
  });

  it('resumes instead of entering when the analysis is further along, and ignores ended ones', async () => {
    const ahead = await createAnalysis(runtime.repos, { stage: 'ai-analysis' });
    expect(await lifecycle.enter(ahead.id, 'discovery')).toBeUndefined();
    expect(enqueued).toEqual([{ name: 'score-pages', payload: { analysisId: ahead.id } }]);

    const ended = await createAnalysis(runtime.repos, { status: 'failed', stage: 'content-fetch' });
    expect(await lifecycle.enter(ended.id, 'content-fetch')).toBeUndefined();
    expect(enqueued).toHaveLength(1);
  });

  it('advances each stage exactly once and completes after the last', async () => {
    const analysis = await createAnalysis(runtime.repos);
    expect(await advance(analysis.id, 'discovery')).toBe(true);
    expect(await advance(analysis.id, 'discovery')).toBe(false);
    expect(await advance(analysis.id, 'content-fetch')).toBe(true);
    expect(await advance(analysis.id, 'ai-analysis')).toBe(true);
    expect(await statusOf(analysis.id)).toBe('processing');
    expect(await advance(analysis.id, 'finalization')).toBe(true);
    expect(await advance(analysis.id, 'finalization')).toBe(false);
    const row = await runtime.repos.analyses.get(analysis.id);
    expect(row).toMatchObject({ status: 'completed', stage: 'finalization' });
    expect(row?.finalization_finished_at).toBeInstanceOf(Date);
  });

  it('settles by starting the next stage only when it advanced', async () => {
    const analysis = await createAnalysis(runtime.repos, { stage: 'content-fetch' });
    await runtime.repos.extractionBatches.createAll(analysis.id, [2, 2]);
    await lifecycle.settle(analysis.id, false);
    expect(enqueued).toEqual([]);
    await lifecycle.settle(analysis.id, true);
    expect(enqueued.map(({ payload }) => payload)).toEqual([
      { analysisId: analysis.id, batch: 0 },
      { analysisId: analysis.id, batch: 1 },
    ]);
  });

  it('resumes an extraction with no batches left by moving it on to scoring', async () => {
    const analysis = await createAnalysis(runtime.repos, { stage: 'content-fetch' });
    await lifecycle.resume(analysis.id);
    expect((await runtime.repos.analyses.get(analysis.id))?.stage).toBe('ai-analysis');
    expect(enqueued).toEqual([{ name: 'score-pages', payload: { analysisId: analysis.id } }]);
  });

  it('fails once with the catalogue sentence, and gives the analysis back when the fault is ours or the site was never read', async () => {
    const ours = await lifecycle.start(anonymousCaller('192.0.2.10'), {
      url: 'https://ours.example/',
      force: true,
    });
    if (ours.kind !== 'started') throw new Error('expected a new analysis');
    expect(await lifecycle.fail(ours.analysisId, 'internal')).toBe(true);
    expect(await lifecycle.fail(ours.analysisId, 'site_timeout')).toBe(false);
    expect(await runtime.repos.analyses.get(ours.analysisId)).toMatchObject({
      status: 'failed',
      error_code: 'internal',
      error_message: 'Analysis failed due to an unexpected error. Please try again or contact support.',
    });
    const again = await lifecycle.start(anonymousCaller('192.0.2.10'), {
      url: 'https://theirs.example/',
      force: true,
    });
    if (again.kind !== 'started') throw new Error('expected a new analysis');
    await lifecycle.fail(again.analysisId, 'site_not_found');
    const refusing = await lifecycle.start(anonymousCaller('192.0.2.10'), {
      url: 'https://refusing.example/',
      force: true,
    });
    if (refusing.kind !== 'started') throw new Error('expected a new analysis');
    await lifecycle.fail(refusing.analysisId, 'site_forbidden');
    await expect(
      lifecycle.start(anonymousCaller('192.0.2.10'), { url: 'https://third.example/', force: true }),
    ).rejects.toMatchObject({ code: 'daily_limit_reached' });
  });

  it("fails an exhausted job's analysis with the job's failure code, or as internal", async () => {
    const notFound = await createAnalysis(runtime.repos);
    await lifecycle.failForJob({
      name: 'discover-site',
      jobId: 'j1',
      payload: { analysisId: notFound.id },
      error: analysisFailure('site_not_found'),
    });
    const crashed = await createAnalysis(runtime.repos, { stage: 'content-fetch' });
    await lifecycle.failForJob({
      name: 'extract-batch',
      jobId: 'j2',
      payload: { analysisId: crashed.id, batch: 0 },
      error: new AppError('render_failed', 'the browser crashed'),
    });
    expect((await runtime.repos.analyses.get(notFound.id))?.error_code).toBe('site_not_found');
    expect((await runtime.repos.analyses.get(crashed.id))?.error_code).toBe('internal');
  });

  it("starts an analysis by queueing discovery, and answers its caller's recent one unless forced", async () => {
    const caller = anonymousCaller('192.0.2.20');
    const first = await lifecycle.start(caller, { url: 'reuse.example', force: false });
    if (first.kind !== 'started') throw new Error('expected a new analysis');
    expect(enqueued).toEqual([{ name: 'discover-site', payload: { analysisId: first.analysisId } }]);
    expect(await runtime.repos.analyses.get(first.analysisId)).toMatchObject({
      url: 'https://reuse.example/',
      tier: 'starter',
      max_pages: 20,
      ai_pages_limit: 5,
    });
    for (const stage of ['discovery', 'content-fetch', 'ai-analysis', 'finalization'] as const) {
      await advance(first.analysisId, stage);
    }
    const reused = await lifecycle.start(caller, { url: 'https://reuse.example', force: false });
    expect(reused).toMatchObject({ kind: 'reused', analysis: { id: first.analysisId } });
    const forced = await lifecycle.start(anonymousCaller('192.0.2.21'), {
      url: 'https://reuse.example',
      force: true,
    });
    expect(forced.kind).toBe('started');
  });
});
