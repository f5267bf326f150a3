import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledJobName } from '@signpost/contracts';
import {
  createAnalysis,
  createTestDatabase,
  createUser,
  jobContext,
  metricSample,
  testConfig,
  type TestPostgres,
} from '@signpost/testing';
import { maintenanceWorkers } from './maintenance-workers.js';
import { createRuntime, type Runtime } from './runtime.js';

const DAY_MS = 24 * 3600 * 1000;

/** Each scheduled housekeeping job through its handler, on real Postgres. */
describe('maintenance workers (Postgres)', () => {
  let database: TestPostgres;
  let runtime: Runtime;
  let run: (name: ScheduledJobName) => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    runtime = await createRuntime(
      testConfig({
        DATABASE_URL: database.url,
        ANALYSIS_RETENTION_DAYS: '30',
        ANALYSIS_TIMEOUT_MINUTES: '10',
        MAINTENANCE_INTERVAL_SECONDS: '120',
      }),
      'maintenance-workers-test',
    );
    const workers = maintenanceWorkers(runtime);
    run = async (name) => {
      const handler = workers.handlers.find((candidate) => candidate.name === name);
      if (!handler) throw new Error(`no handler for ${name}`);
      await handler.handle({}, jobContext());
    };
  });
  afterAll(async () => {
    await runtime?.close();
    await database?.drop();
  });

  const ago = (ms: number) => new Date(Date.now() - ms);

  it('schedules each of its jobs on the maintenance interval', () => {
    expect(maintenanceWorkers(runtime).schedules).toEqual(
      [
        'purge-expired-analyses',
        'time-out-stuck-analyses',
        'forget-unused-scores',
        'purge-demo-accounts',
      ].map((name) => ({ name, everyMs: 120_000 })),
    );
  });

  it('purges analyses past the 30 days of retention, with their pages', async () => {
    const expired = await createAnalysis(runtime.repos, {
      status: 'completed',
      created_at: ago(31 * DAY_MS),
    });
    const kept = await createAnalysis(runtime.repos, { status: 'completed', created_at: ago(29 * DAY_MS) });
    await run('purge-expired-analyses');
    expect(await runtime.repos.analyses.get(expired.id)).toBeUndefined();
    expect(await runtime.repos.analyses.get(kept.id)).toBeDefined();
  });

  it('fails an analysis stuck past the time limit as timed out and leaves a running one', async () => {
    const stuck = await createAnalysis(runtime.repos, {
      status: 'processing',
      stage: 'content-fetch',
      created_at: ago(11 * 60_000),
    });
    const running = await createAnalysis(runtime.repos, {
      status: 'processing',
      stage: 'content-fetch',
      created_at: ago(2 * 60_000),
    });
    await run('time-out-stuck-analyses');
    expect(await runtime.repos.analyses.get(stuck.id)).toMatchObject({
      status: 'failed',
      error_code: 'site_timeout',
    });
    expect((await runtime.repos.analyses.get(running.id))?.status).toBe('processing');
  });

  it('forgets cached scores unused within the retention period', async () => {
    const scope = { model: 'claude-haiku-4-5', promptVersion: 'maintenance-test' };
    const [stale, fresh] = [randomUUID(), randomUUID()];
    const score = (contentHash: string) => ({
      contentHash,
      qualityScore: 7,
      category: 'docs' as const,
      title: 'Docs',
      description: 'Docs.',
      reason: 'Useful.',
      siteName: null,
      siteSummary: null,
      cost: 0.001,
    });
    await runtime.repos.scoreCache.saveMany(scope, [score(stale), score(fresh)]);
    await runtime.database.db
      .updateTable('score_cache')
      .set({ used_at: ago(31 * DAY_MS) })
      .where('content_hash', '=', stale)
      .execute();
    await run('forget-unused-scores');
    expect([...(await runtime.repos.scoreCache.findMany(scope, [stale, fresh])).keys()]).toEqual([fresh]);
  });

  it('deletes demo accounts older than a day and keeps real ones', async () => {
    const account = (isDemo: boolean, hoursAgo: number) =>
      createUser(runtime.repos, { is_demo: isDemo, created_at: ago(hoursAgo * 3600 * 1000) });
    const [oldDemo, freshDemo, oldReal] = await Promise.all([
      account(true, 25),
      account(true, 1),
      account(false, 25),
    ]);
    await run('purge-demo-accounts');
    expect(await runtime.repos.users.get(oldDemo?.id ?? '')).toBeUndefined();
    expect(await runtime.repos.users.get(freshDemo?.id ?? '')).toBeDefined();
    expect(await runtime.repos.users.get(oldReal?.id ?? '')).toBeDefined();
  });

  it('counts each run in the metrics', async () => {
    const { body } = await runtime.metrics.expose();
    for (const job of ['purge-expired-analyses', 'forget-unused-scores', 'purge-demo-accounts']) {
      expect(
        metricSample(body, 'signpost_scheduled_job_runs_total', { scheduled_job: job, outcome: 'succeeded' }),
      ).toBe(1);
    }
  });
});
