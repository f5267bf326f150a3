import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { accountUsageSubjects } from '@signpost/usage';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PASSWORD = 'Correct-Horse-9-Battery';
/** A smaller month than the catalogue's 35, so that using it all up is quick. */
const GROWTH_ANALYSES = 12;
/** Three creations per monitored site each billing month: growth keeps 3 sites (docs/product-rules.md). */
const GROWTH_CREATIONS = 9;

/**
 * A security review made six 500-page analyses on a growth account by creating and deleting monitors,
 * its usage unchanged. Every monitor run is an analysis of the plan, creations are capped per billing
 * month, and deleting a monitor cancels its run without giving its analysis back.
 */
describe('monitors against the plan: create and delete cycles', () => {
  let runtime: Runtime;
  let server: FastifyInstance;

  beforeAll(async () => {
    runtime = await createTestRuntime('monitor-usage-test', {
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'false',
      PLAN_GROWTH_ANALYSES: String(GROWTH_ANALYSES),
    });
    server = await buildServer(runtime);
  });

  afterAll(async () => {
    await server?.close();
    await runtime?.close();
  });

  async function growthAccount() {
    const email = `monitor-usage-${Math.random()}@example.com`;
    const session = await registerAccount(server, email, PASSWORD);
    await runtime.repos.users.setPlan(session.user.id, {
      tier: 'growth',
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return {
      user: session.user,
      call,
      create: (site: string) =>
        call('POST', '/api/monitors', { url: `https://${site}`, schedule: 'daily', notify: { email: true } }),
      used: async (): Promise<number> =>
        (await call('GET', `/api/usage/${encodeURIComponent(email)}`)).json().usage.analysesToday,
    };
  }

  it('counts every baseline run, keeps it counted when the monitor is deleted, and cancels the run', async () => {
    const owner = await growthAccount();
    for (let cycle = 1; cycle <= GROWTH_CREATIONS; cycle += 1) {
      const made = await owner.create(`cycle-${cycle}.example`);
      expect(made.statusCode, `creation ${cycle}`).toBe(201);
      const analysisId = made.json().lastRun.analysisId as string;
      expect(await owner.used()).toBe(cycle);

      expect((await owner.call('DELETE', `/api/monitors/${made.json().id}`)).statusCode).toBe(200);
      expect(await owner.used()).toBe(cycle);
      expect(await runtime.repos.analyses.get(analysisId)).toMatchObject({
        status: 'failed',
        error_code: 'cancelled',
      });
    }

    const refused = await owner.create('one-too-many.example');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({
      error: 'monitor_creation_limit',
      resetAt: expect.any(String),
      suggestedUpgrade: 'scale',
    });
    expect(refused.json().message).toContain(String(GROWTH_CREATIONS));
    expect(await owner.used()).toBe(GROWTH_CREATIONS);
    expect((await owner.call('GET', '/api/monitors')).json().monitors).toEqual([]);
  });

  it('counts a run now, and refuses runs and creations once the month is used up, as an analysis is', async () => {
    const owner = await growthAccount();
    const made = await owner.create('watched.example');
    const id = made.json().id as string;
    await runtime.repos.monitorRuns.fail(made.json().lastRun.id, 'Ended by the test.');

    const ranNow = await owner.call('POST', `/api/monitors/${id}/run`);
    expect(ranNow.statusCode).toBe(202);
    expect(await owner.used()).toBe(2);
    await runtime.repos.monitorRuns.fail(ranNow.json().id, 'Ended by the test.');

    for (let use = 2; use < GROWTH_ANALYSES; use += 1) {
      await runtime.repos.usage.record(accountUsageSubjects(owner.user), 'analysis');
    }
    const analysis = await owner.call('POST', '/api/analyze', { url: 'https://analysed.example' });
    expect(analysis.statusCode).toBe(429);
    expect(analysis.json().error).toBe('plan_limit_reached');

    const runRefused = await owner.call('POST', `/api/monitors/${id}/run`);
    const createRefused = await owner.create('another.example');
    for (const refused of [runRefused, createRefused]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(analysis.json());
    }
    const detail = (await owner.call('GET', `/api/monitors/${id}`)).json();
    expect(detail.runs.map((run: { status: string }) => run.status)).toEqual(['failed', 'failed']);
    const listed = (await owner.call('GET', '/api/monitors')).json();
    expect(listed.monitors.map((monitor: { id: string }) => monitor.id)).toEqual([id]);
    expect(await owner.used()).toBe(GROWTH_ANALYSES);
  });
});
