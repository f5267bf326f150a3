import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@signpost/contracts';
import { startStack, type Stack } from '../tests/support/stack.js';
import { startBenchmarkSite, type BenchmarkSite } from './support/benchmark-site.js';
import { nextClientAddress } from './support/proof-run.js';

const PAGES = Number(process.env['BREAKDOWN_PAGES'] ?? 1_000);
/** `BREAKDOWN_CHROME=1`: pages dressed as a real site's (mega-menu, aside, footer, a few KB of text). */
const CHROME = process.env['BREAKDOWN_CHROME'] === '1';
const LATENCY_MS = 20;
const POLL_MS = 100;
const GIVE_UP_MS = 300_000;

/** One poll interval: when it ended, the process's CPU in it (every thread), its event loop's use. */
interface PollSample {
  at: number;
  cpuMs: number;
  loop: EventLoopUtilization;
}

/**
 * Where a whole analysis's time goes, embedded (PGlite, in-process queue, everything on one
 * thread), on a loopback site of 1,000 pages answering in 20 ms: each stage's wall time, the CPU
 * this process spent in it and how busy its event loop was, beside the site's own count of requests
 * and the most it had in flight at once. The floor is the requests the analysis needed at the 16 in
 * flight the crawler may reach. Run: `npm run bench -- bench/analysis-breakdown.bench.ts`
 * (`BREAKDOWN_PAGES` changes the size; `BREAKDOWN_CHROME=1` reads the site with realistic page chrome).
 */
describe('analysis time, stage by stage (embedded)', () => {
  let stack: Stack | undefined;
  let site: BenchmarkSite | undefined;
  afterAll(async () => {
    await stack?.close();
    await site?.close();
  });

  it(`analyses ${PAGES} pages and prints where the time went`, { timeout: GIVE_UP_MS + 60_000 }, async () => {
    const benchmarkSite = await startBenchmarkSite({ pages: PAGES, latencyMs: LATENCY_MS, chrome: CHROME });
    site = benchmarkSite;
    stack = await startStack('embedded', {
      // Room for every real page (the content pages, the home page, its sections) and for the few pages
      // of the site's calendar trap the crawl keeps before it refuses the rest, so recall can be 1.
      env: {
        PLAN_STARTER_MAX_PAGES: String(site.truth.size + 100),
        ANALYSIS_CACHE_HOURS: '0',
        ...(process.env['BREAKDOWN_THREADS'] ? { EXTRACTION_THREADS: process.env['BREAKDOWN_THREADS'] } : {}),
      },
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
    const samples: PollSample[] = [];
    let record: AnalysisRecord | undefined;
    let lastCpu = process.cpuUsage();
    let lastLoop = performance.eventLoopUtilization();
    while (performance.now() - started < GIVE_UP_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const cpu = process.cpuUsage(lastCpu);
      const loop = performance.eventLoopUtilization(lastLoop);
      samples.push({ at: Date.now(), cpuMs: (cpu.user + cpu.system) / 1_000, loop });
      lastCpu = process.cpuUsage();
      lastLoop = performance.eventLoopUtilization();
      const answer = await stack.server.inject({
        url: `/api/analysis/${analysisId}`,
        remoteAddress: nextClientAddress(),
      });
      record = answer.json() as AnalysisRecord;
      if (record.status !== 'processing') break;
    }
    const totalMs = performance.now() - started;
    expect(record?.status).toBe('completed');
    const floorMs = (site.requests.total * LATENCY_MS) / 16;
    const found = new Set(record?.discoveredPages.map((page) => page.url));
    const missed = [...site.truth].filter((url) => !found.has(url));
    const extra = [...found].filter((url) => !benchmarkSite.truth.has(url)).length;
    console.log(
      `\n${PAGES} pages${CHROME ? ' with page chrome' : ''}: ${(totalMs / 1000).toFixed(2)} s end to end; ${site.requests.total} requests, at most ` +
        `${site.requests.peakInFlight} in flight; floor ${(floorMs / 1000).toFixed(2)} s (${(totalMs / floorMs).toFixed(1)}x)` +
        `; recall ${((site.truth.size - missed.length) / site.truth.size).toFixed(4)} of ${site.truth.size} real pages` +
        (missed.length > 0 ? ` (missed: ${missed.slice(0, 5).join(' ')})` : '') +
        `, ${extra} other pages listed`,
    );
    console.log('stage          | wall s | CPU s (all threads) | main event loop busy');
    for (const progress of record?.progress.stages ?? []) {
      if (progress.startedAt === null || progress.finishedAt === null) continue;
      const from = Date.parse(progress.startedAt);
      const to = Date.parse(progress.finishedAt);
      const during = samples.filter((sample) => sample.at > from && sample.at <= to + POLL_MS);
      const cpuMs = during.reduce((sum, sample) => sum + sample.cpuMs, 0);
      const active = during.reduce((sum, sample) => sum + sample.loop.active, 0);
      const idle = during.reduce((sum, sample) => sum + sample.loop.idle, 0);
      const busy = active + idle === 0 ? 0 : active / (active + idle);
      console.log(
        `${progress.id.padEnd(14)} | ${((to - from) / 1000).toFixed(2).padStart(6)} | ` +
          `${(cpuMs / 1000).toFixed(2).padStart(19)} | ${(busy * 100).toFixed(0)}%`,
      );
    }
  });
});
