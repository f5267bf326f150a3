import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { authSessionSchema, createdMonitorSchema, monitorRunSchema } from '@signpost/contracts';
import type { MonitorRunRow } from '@signpost/db';
import { startFakeAnthropic, type FakeAnthropicServer } from '@signpost/testing';
import { startStack, type Stack } from '../tests/support/stack.js';
import { startBenchmarkSite, type BenchmarkSite } from './support/benchmark-site.js';

const PAGES = Number(process.env['MONITOR_BENCH_PAGES'] ?? 1_000);
const LATENCY_MS = 20;
const GIVE_UP_MS = 300_000;

/**
 * What a monitor's run costs on a site that did not change: a 1,000-page loopback site answering
 * in 20 ms, embedded, the LLM a local server speaking Anthropic's protocol. The monitor's first run
 * (the baseline) reads and scores every page; the second, asked for with "run now", is measured:
 * the site's requests (and how many it answered 304 to the run's conditional requests, and the body
 * bytes it sent), the LLM calls, and seconds, beside the first.
 * Run: `npm run bench -- bench/monitor-run.bench.ts` (`MONITOR_BENCH_PAGES` changes the size).
 */
describe('a monitor run on an unchanged site (embedded)', () => {
  let stack: Stack | undefined;
  let site: BenchmarkSite | undefined;
  let llm: FakeAnthropicServer | undefined;
  afterAll(async () => {
    await stack?.close();
    await site?.close();
    await llm?.close();
  });

  it(`re-reads ${PAGES} pages and prints what it cost`, { timeout: GIVE_UP_MS * 2 }, async () => {
    site = await startBenchmarkSite({ pages: PAGES, latencyMs: LATENCY_MS });
    llm = await startFakeAnthropic();
    const running = await startStack('embedded', {
      env: {
        ANTHROPIC_API_KEY: 'bench-key',
        ANTHROPIC_BASE_URL: llm.url,
        PLAN_SCALE_MAX_PAGES: String(site.truth.size + 100),
      },
      workers: ['discovery', 'extraction', 'scoring', 'monitors'],
    });
    stack = running;
    const registered = await running.server.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `monitor-bench-${Date.now()}@example.com`, password: 'Correct-Horse-9-Battery' },
    });
    const session = authSessionSchema.parse(registered.json());
    const repos = running.runtimes[0]!.repos;
    await repos.users.setPlan(session.user.id, {
      tier: 'scale',
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
    const headers = { authorization: `Bearer ${session.accessToken}` };

    const finished = async (runId: string): Promise<MonitorRunRow> => {
      const deadline = performance.now() + GIVE_UP_MS;
      while (performance.now() < deadline) {
        const run = await repos.monitorRuns.get(runId);
        if (run && run.status !== 'running') return run;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`run ${runId} did not finish`);
    };
    const measure = async (start: () => Promise<string>) => {
      site!.resetCounts();
      const calls = llm!.requests.length;
      const began = performance.now();
      const run = await finished(await start());
      const analysis = run.analysis_id ? await repos.analyses.get(run.analysis_id) : undefined;
      return {
        run,
        seconds: (performance.now() - began) / 1000,
        requests: site!.requests.total,
        notModified: site!.requests.notModified,
        bytes: site!.requests.bytes,
        llmCalls: llm!.requests.length - calls,
        pages: analysis?.pages_found ?? 0,
      };
    };

    let monitorId = '';
    const baseline = await measure(async () => {
      const created = await running.server.inject({
        method: 'POST',
        url: '/api/monitors',
        headers,
        payload: { url: site!.origin, schedule: 'daily', notify: { email: false } },
      });
      const monitor = createdMonitorSchema.parse(created.json());
      monitorId = monitor.id;
      return monitor.lastRun?.id ?? '';
    });
    const again = await measure(async () => {
      const started = await running.server.inject({
        method: 'POST',
        url: `/api/monitors/${monitorId}/run`,
        headers,
      });
      return monitorRunSchema.parse(started.json()).id;
    });

    expect(again.run.status).toBe('completed');
    expect([...again.run.added, ...again.run.removed, ...again.run.changed]).toEqual([]);
    const line = (name: string, figures: typeof baseline) =>
      `${name}: ${figures.pages} pages, ${figures.seconds.toFixed(2)} s, ${figures.requests} requests to the site ` +
      `(${figures.notModified} answered 304, ${(figures.bytes / 1024).toFixed(0)} KiB of bodies), ${figures.llmCalls} LLM calls`;
    console.log(`\n${line('first run (baseline)', baseline)}\n${line('unchanged site, run again', again)}\n`);
  });
});
