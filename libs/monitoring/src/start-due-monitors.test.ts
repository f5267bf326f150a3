import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';
import { createTestRuntime, createUser, type TestRuntime } from '@signpost/testing';
import { accountUsageSubjects } from '@signpost/usage';
import { startDueMonitors } from './start-due-monitors.js';

const DAY = 86_400_000;

describe('startDueMonitors', () => {
  let runtime: TestRuntime;
  const resumed: string[] = [];

  beforeAll(async () => {
    runtime = await createTestRuntime('start-due-monitors-test');
  });
  afterAll(async () => {
    await runtime?.close();
  });

  async function monitor(ownedBy: Tier | UserRow, nextRunAt: Date, paused = false) {
    const owner = typeof ownedBy === 'string' ? await createUser(runtime.repos, { tier: ownedBy }) : ownedBy;
    const id = randomUUID();
    await runtime.repos.monitors.create({
      id,
      userId: owner.id,
      url: `https://${id}.example/`,
      site: `${id}.example`,
      schedule: 'daily',
      notifyEmail: true,
      webhookUrl: null,
      webhookSecret: null,
      nextRunAt,
    });
    if (paused) await runtime.repos.monitors.update(owner.id, id, { paused: true });
    return id;
  }

  it('starts due runs at most a tick’s worth, keeps each monitor at its moment, and pauses those no plan covers', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const overdue = await monitor('growth', new Date(now.getTime() - 3 * DAY - 3_600_000));
    const due = await monitor('scale', new Date(now.getTime() - 60_000));
    const later = await monitor('growth', new Date(now.getTime() + 3_600_000));
    const paused = await monitor('growth', new Date(now.getTime() - 60_000), true);
    const downgraded = await monitor('solo', new Date(now.getTime() - 120_000));
    const deps = {
      ...runtime,
      lifecycle: { resume: async (analysisId: string) => void resumed.push(analysisId) },
    };

    expect(await startDueMonitors({ ...deps, runsPerTick: 1 }, now)).toBe(1);
    expect(await startDueMonitors({ ...deps, runsPerTick: 10 }, now)).toBe(1);
    expect(resumed).toHaveLength(2);

    const read = (id: string) => runtime.repos.monitors.get(id);
    // Three missed days are skipped, not made up: the next run is the next day at the same time.
    expect((await read(overdue))?.next_run_at.toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect((await read(due))?.next_run_at.getTime()).toBe(now.getTime() - 60_000 + DAY);
    expect((await read(later))?.next_run_at.getTime()).toBe(now.getTime() + 3_600_000);
    expect((await read(paused))?.next_run_at.getTime()).toBe(now.getTime() - 60_000);
    expect(await read(downgraded)).toMatchObject({ paused: true });
    for (const id of [overdue, due]) {
      const [run] = await runtime.repos.monitorRuns.listOf(id);
      expect(run).toMatchObject({ trigger: 'schedule', status: 'running' });
      expect(resumed).toContain(run?.analysis_id);
    }
    expect(await runtime.repos.monitorRuns.listOf(downgraded)).toHaveLength(0);
  });

  it('counts each scheduled run as an analysis of its owner, and keeps one the plan cannot cover as skipped, saying why', async () => {
    const now = new Date('2026-12-10T12:00:00Z');
    const periodStart = new Date('2026-12-01T00:00:00Z');
    const owner = () => createUser(runtime.repos, { tier: 'growth', billing_period_start: periodStart });
    const [withRoom, usedUp] = [await owner(), await owner()];
    for (let use = 0; use < runtime.config.plans.growth.analyses.limit; use += 1) {
      await runtime.repos.usage.record(accountUsageSubjects(usedUp), 'analysis', null, periodStart);
    }
    const used = (account: UserRow) =>
      runtime.repos.usage.countSince(accountUsageSubjects(account), 'analysis', periodStart);
    const counted = await monitor(withRoom, new Date(now.getTime() - 60_000));
    const refused = await monitor(usedUp, new Date(now.getTime() - 60_000));
    const deps = {
      ...runtime,
      lifecycle: { resume: async (analysisId: string) => void resumed.push(analysisId) },
      runsPerTick: 50,
    };

    await startDueMonitors(deps, now);
    await startDueMonitors(deps, now);

    const [run] = await runtime.repos.monitorRuns.listOf(counted);
    expect(run).toMatchObject({ trigger: 'schedule', status: 'running' });
    expect(resumed).toContain(run?.analysis_id);
    expect(await used(withRoom)).toBe(1);

    const skipped = await runtime.repos.monitorRuns.listOf(refused);
    expect(skipped).toEqual([
      expect.objectContaining({
        trigger: 'schedule',
        status: 'skipped',
        analysis_id: null,
        finished_at: expect.any(Date),
        error: expect.stringContaining('You have used all'),
      }),
    ]);
    expect(await used(usedUp)).toBe(runtime.config.plans.growth.analyses.limit);
    // The monitor waits for its next moment, as after a run; it is not paused.
    expect(await runtime.repos.monitors.get(refused)).toMatchObject({
      paused: false,
      next_run_at: new Date(now.getTime() - 60_000 + DAY),
    });
  });
});
