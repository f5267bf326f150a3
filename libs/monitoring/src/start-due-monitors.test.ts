import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '@signpost/contracts';
import { createTestRuntime, createUser, type TestRuntime } from '@signpost/testing';
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

  async function monitor(tier: Tier, nextRunAt: Date, paused = false) {
    const owner = await createUser(runtime.repos, { tier });
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
});
