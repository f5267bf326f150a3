import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysis, createTestRuntime, createUser, type TestRuntime } from '@signpost/testing';
import {
  forgetUnusedScores,
  purgeDemoAccounts,
  purgeExpiredAnalyses,
  timeOutStuckAnalyses,
} from './maintenance.js';

describe('maintenance', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime('maintenance-test', {
      ANALYSIS_TIMEOUT_MINUTES: '10',
      ANALYSIS_RETENTION_DAYS: '30',
    });
  });
  afterAll(() => runtime.close());

  const maintenanceDeps = () => ({ ...runtime, ...runtime.config.analysis });

  const analysisCreated = (minutesAgo: number, status: 'processing' | 'completed') =>
    createAnalysis(runtime.repos, {
      status,
      stage: status === 'completed' ? 'finalization' : 'content-fetch',
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    });

  it('times out stuck analyses and purges expired ones, leaving the rest alone', async () => {
    const stuck = await analysisCreated(11, 'processing');
    const running = await analysisCreated(2, 'processing');
    const expired = await analysisCreated(31 * 24 * 60, 'completed');
    const kept = await analysisCreated(29 * 24 * 60, 'completed');
    const events: string[] = [];
    const unsubscribe = runtime.progress.subscribe(stuck.id, (event) => events.push(event.status));

    expect(await timeOutStuckAnalyses(maintenanceDeps())).toEqual([stuck.id]);
    expect(await purgeExpiredAnalyses(maintenanceDeps())).toBe(1);
    expect(await forgetUnusedScores(maintenanceDeps())).toBe(0);
    expect(await runtime.repos.analyses.get(stuck.id)).toMatchObject({
      status: 'failed',
      error_code: 'site_timeout',
    });
    expect((await runtime.repos.analyses.get(running.id))?.status).toBe('processing');
    expect(await runtime.repos.analyses.get(expired.id)).toBeUndefined();
    expect(await runtime.repos.analyses.get(kept.id)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['failed']);
    unsubscribe();
    expect(await timeOutStuckAnalyses(maintenanceDeps())).toEqual([]);
    expect(await purgeExpiredAnalyses(maintenanceDeps())).toBe(0);
  });

  it('deletes demo accounts after a day, with the analyses they made, and keeps real accounts', async () => {
    const account = (isDemo: boolean, hoursAgo: number) =>
      createUser(runtime.repos, {
        is_demo: isDemo,
        created_at: new Date(Date.now() - hoursAgo * 3600 * 1000),
      });
    const oldDemo = await account(true, 25);
    const freshDemo = await account(true, 1);
    const oldAccount = await account(false, 25);
    const demoAnalysis = await createAnalysis(runtime.repos, { user_id: oldDemo?.id ?? null });

    expect(await purgeDemoAccounts(maintenanceDeps())).toBe(1);
    expect(await runtime.repos.users.get(oldDemo?.id ?? '')).toBeUndefined();
    expect(await runtime.repos.analyses.get(demoAnalysis.id)).toBeUndefined();
    expect(await runtime.repos.users.get(freshDemo?.id ?? '')).toBeDefined();
    expect(await runtime.repos.users.get(oldAccount?.id ?? '')).toBeDefined();
  });
});
