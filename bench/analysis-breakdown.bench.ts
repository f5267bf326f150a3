import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord, StageId } from '@signpost/contracts';
import { startStack, type Stack } from '../tests/support/stack.js';
import { startBenchmarkSite, type BenchmarkSite } from './support/benchmark-site.js';
import { nextClientAddress } from './support/proof-run.js';

const PAGES = Number(process.env['BREAKDOWN_PAGES'] ?? 1_000);
const LATENCY_MS = 20;
const POLL_MS = 100;
const GIVE_UP_MS = 300_000;

interface StageSample {
  wallMs: number;
  cpuMs: number;
  /** Share of the wall time the main thread's event loop was busy (1: it was never free). */
  busy: EventLoopUtilization;
}

/**
 * Where a whole analysis's time goes, embedded (PGlite, in-process queue, everything on one
 * thread), on a loopback site of 1,000 pages answering in 20 ms: each stage's wall time, the CPU
 * this process spent in it and how busy its event loop was, beside the site's own count of requests
 * and the most it had in flight at once. The floor is the requests the analysis needed at the 16 in
 * flight the crawler may reach. Run: `npm run bench -- bench/analysis-breakdown.bench.ts`
 * (`BREAKDOWN_PAGES` changes the size).
 */
describe('analysis time, stage by stage (embedded)', () => {
  let stack: Stack | undefined;
  let site: BenchmarkSite | undefined;
  afterAll(async () => {
    await stack?.close();
    await site?.close();
  });

  it(`analyses ${PAGES} pages and prints where the time went`, { timeout: GIVE_UP_MS + 60_000 }, async () => {
    site = await startBenchmarkSite({ pages: PAGES, latencyMs: LATENCY_MS });
    stack = await startStack('embedded', {
      env: { PLAN_STARTER_MAX_PAGES: String(PAGES), ANALYSIS_CACHE_HOURS: '0' },
      workers: ['discovery', 'extraction', 'scoring'],
    });
    const started = performance.now();
    const response = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: site.origin, force: true },
      remoteAddress: nextClientAddress(),
    });
    const { analysisId } = response.json() as { analysisId: string };
    const samples = new Map<StageId, StageSample>();
    let record: AnalysisRecord | undefined;
    let lastCpu = process.cpuUsage();
    let lastLoop = performance.eventLoopUtilization();
    let lastAt = performance.now();
    let stage: StageId | undefined;
    while (performance.now() - started < GIVE_UP_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      const loop = performance.eventLoopUtilization(lastLoop);
      if (stage !== undefined) {
        const sample = samples.get(stage) ?? {
          wallMs: 0,
          cpuMs: 0,
          busy: { idle: 0, active: 0, utilization: 0 },
        };
        sample.wallMs += now - lastAt;
        sample.cpuMs += (cpu.user + cpu.system) / 1_000;
        sample.busy = performance.eventLoopUtilization(loop, sample.busy);
        samples.set(stage, sample);
      }
      lastCpu = process.cpuUsage();
      lastLoop = performance.eventLoopUtilization();
      lastAt = now;
      const answer = await stack.server.inject({
        url: `/api/analysis/${analysisId}`,
        remoteAddress: nextClientAddress(),
      });
      record = answer.json() as AnalysisRecord;
      stage = record.progress.stage;
      if (record.status !== 'processing') break;
    }
    const totalMs = performance.now() - started;
    expect(record?.status).toBe('completed');
    const floorMs = (site.requests.total * LATENCY_MS) / 16;
    console.log(
      `\n${PAGES} pages: ${(totalMs / 1000).toFixed(2)} s end to end; ${site.requests.total} requests, at most ` +
        `${site.requests.peakInFlight} in flight; floor ${(floorMs / 1000).toFixed(2)} s (${(totalMs / floorMs).toFixed(1)}x)`,
    );
    console.log('stage        | stage wall s (record) | polled wall s | CPU s | event loop busy');
    for (const progress of record?.progress.stages ?? []) {
      const sample = samples.get(progress.id);
      const recorded =
        progress.startedAt !== null && progress.finishedAt !== null
          ? ((Date.parse(progress.finishedAt) - Date.parse(progress.startedAt)) / 1000).toFixed(2)
          : '-';
      console.log(
        `${progress.id.padEnd(12)} | ${recorded.padStart(21)} | ${((sample?.wallMs ?? 0) / 1000).toFixed(2).padStart(13)} | ` +
          `${((sample?.cpuMs ?? 0) / 1000).toFixed(2).padStart(5)} | ${((sample?.busy.utilization ?? 0) * 100).toFixed(0)}%`,
      );
    }
  });
});
