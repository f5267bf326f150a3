import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@signpost/config';
import { runMaintenance } from './maintenance.js';
import { createRuntime, type Runtime } from './runtime.js';

describe('maintenance', () => {
  let runtime: Runtime;
  beforeAll(async () => {
    runtime = await createRuntime(
      loadConfig({
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        ANALYSIS_TIMEOUT_MINUTES: '10',
        ANALYSIS_RETENTION_DAYS: '30',
      }),
      'maintenance-test',
    );
  });
  afterAll(() => runtime.close());

  const analysisCreated = (minutesAgo: number, status: 'processing' | 'completed') =>
    runtime.repos.analyses.create({
      id: randomUUID(),
      url: 'https://example.com/',
      site_key: 'https://example.com/',
      tier: 'starter',
      requester_email: null,
      status,
      stage: status === 'completed' ? 'finalization' : 'extraction',
      max_pages: 20,
      ai_pages_limit: 5,
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    });

  it('times out stuck analyses and purges expired ones, leaving the rest alone', async () => {
    const stuck = await analysisCreated(11, 'processing');
    const running = await analysisCreated(2, 'processing');
    const expired = await analysisCreated(31 * 24 * 60, 'completed');
    const kept = await analysisCreated(29 * 24 * 60, 'completed');
    const events: string[] = [];
    const unsubscribe = runtime.progress.subscribe(stuck.id, (event) => events.push(event.status));

    const result = await runMaintenance(runtime);

    expect(result.timedOut).toEqual([stuck.id]);
    expect(result.purged).toBe(1);
    expect(result.forgottenScores).toBe(0);
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
    expect(await runMaintenance(runtime)).toEqual({ purged: 0, timedOut: [], forgottenScores: 0 });
  });
});
