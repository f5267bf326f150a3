import { afterAll, describe, expect, it } from 'vitest';
import { discoverSite } from '@signpost/discovery';
import { createGuardedFetcher } from '@signpost/fetch';
import { startLocalServer } from '@signpost/testing/servers';
import { startBenchmarkSite, type BenchmarkSite } from './support/benchmark-site.js';
import { DEPLOYED_NODE_FLAGS, runChild } from './support/crawler-child.js';

/**
 * The adaptive per-host concurrency. Run: `npx tsc -b libs/discovery libs/extraction` (the child
 * process imports the built libraries), then `npm run bench -- bench/adaptive-crawl.bench.ts`.
 *
 * 1. Speed: the 5,000-page benchmark site answering in 20 ms, starting at 4 requests in flight with
 *    a cap of 16, against the floor at the cap (necessary requests x latency / cap).
 * 2. Politeness: a server whose latency grows with its load, latency = base x (1 + (in flight - 1) / k):
 *    the p95 of its latencies while we crawl it, against its unloaded latency.
 */
const START = 4;
const CAP = 16;
const SITE_PAGES = 5_000;
const SITE_LATENCY_MS = 20;
const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';

interface LoadServer {
  origin: string;
  latencies: number[];
  peakInFlight: number;
  close(): Promise<void>;
}

/** A flat site (home page linking every page) whose answers slow down as requests pile up. */
async function startLoadSensitiveServer(pages: number, baseMs: number, k: number): Promise<LoadServer> {
  const state = { inFlight: 0, peak: 0, latencies: [] as number[] };
  const links = Array.from({ length: pages }, (_, i) => `<a href="/p/${i}">Page ${i}</a>`).join(' ');
  const server = await startLocalServer((request, response) => {
    state.inFlight += 1;
    state.peak = Math.max(state.peak, state.inFlight);
    const latency = baseMs * (1 + (state.inFlight - 1) / k);
    state.latencies.push(latency);
    setTimeout(() => {
      state.inFlight -= 1;
      const path = request.url ?? '/';
      if (path === '/') {
        response.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Home | Load</title>${links}`);
      } else if (path.startsWith('/p/')) {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<title>Page ${path} | Load</title><p>${'A sentence about this page. '.repeat(40)}</p>`);
      } else {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
      }
    }, latency);
  });
  return {
    origin: server.url,
    latencies: state.latencies,
    get peakInFlight() {
      return state.peak;
    },
    close: server.close,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The production fetcher's bounds, opened to loopback, with the per-host concurrency under test. */
function loopbackFetcher(start: number, cap: number) {
  return createGuardedFetcher({
    allowPrivate: true,
    userAgent: USER_AGENT,
    timeoutMs: 15_000,
    maxBytes: 5 * 1024 * 1024,
    maxStreamBytes: 50 * 1024 * 1024,
    maxRedirects: 10,
    hostConcurrency: start,
    hostConcurrencyMax: cap,
  });
}

async function crawlLoadServer(start: number, cap: number, pages: number, baseMs: number, k: number) {
  const server = await startLoadSensitiveServer(pages, baseMs, k);
  const fetcher = loopbackFetcher(start, cap);
  const started = performance.now();
  const result = await discoverSite(`${server.origin}/`, {
    fetcher,
    userAgent: USER_AGENT,
    maxPages: pages + 1,
    concurrency: cap,
  });
  const wallS = (performance.now() - started) / 1000;
  await fetcher.close();
  await server.close();
  return {
    pages: result.pages.length,
    wallS,
    p50: percentile(server.latencies, 50),
    p95: percentile(server.latencies, 95),
    peak: server.peakInFlight,
  };
}

describe('adaptive per-host concurrency', () => {
  let site: BenchmarkSite | undefined;
  afterAll(() => site?.close());

  it(`crawls the ${SITE_PAGES}-page site near the floor at the cap`, { timeout: 900_000 }, async () => {
    site = await startBenchmarkSite({ pages: SITE_PAGES, latencyMs: SITE_LATENCY_MS });
    const necessary = site.truth.size + 4;
    const floorS = (necessary * SITE_LATENCY_MS) / 1000 / CAP;
    const rows: [string, number, number][] = [];
    for (const [name, start, cap] of [
      [`adaptive ${START}->${CAP}`, START, CAP],
      [`fixed ${START}`, START, START],
    ] as const) {
      site.resetCounts();
      const run = await runChild(
        'run-signpost.ts',
        { origin: site.origin, startConcurrency: start, concurrency: cap, maxPages: SITE_PAGES * 2 },
        DEPLOYED_NODE_FLAGS,
      );
      rows.push([name, run.wallMs / 1000, (run.cpuMs ?? 0) / 1000]);
      expect(run.pages.length).toBeGreaterThan(SITE_PAGES * 0.9);
    }
    console.log(
      `\n${site.truth.size} pages at ${SITE_LATENCY_MS} ms; floor at the cap of ${CAP}: ${floorS.toFixed(2)} s`,
    );
    console.log('crawler          | wall s | x floor | crawler CPU s (the wall time cannot fall below it)');
    for (const [name, wallS, cpuS] of rows) {
      console.log(
        `${name.padEnd(16)} | ${wallS.toFixed(2).padStart(6)} | ${(wallS / floorS).toFixed(2).padStart(7)} | ${cpuS.toFixed(2)}`,
      );
    }
  });

  it(`fetches the ${SITE_PAGES} pages alone near the floor at the cap`, async () => {
    site ??= await startBenchmarkSite({ pages: SITE_PAGES, latencyMs: SITE_LATENCY_MS });
    const floorS = (SITE_PAGES * SITE_LATENCY_MS) / 1000 / CAP;
    const fetcher = loopbackFetcher(START, CAP);
    const { origin } = site;
    await fetcher.fetch(`${origin}/robots.txt`);
    const started = performance.now();
    const paths = Array.from({ length: SITE_PAGES }, (_, i) => `${origin}/docs/topic-${(i % 625) * 8}`);
    const results = await Promise.all(paths.map((url) => fetcher.fetch(url)));
    const wallS = (performance.now() - started) / 1000;
    await fetcher.close();
    console.log(
      `\nfetch layer alone (no parsing), adaptive ${START}->${CAP}: ${SITE_PAGES} fetches at ${SITE_LATENCY_MS} ms in ${wallS.toFixed(2)} s, ${(wallS / floorS).toFixed(2)}x the floor of ${floorS.toFixed(2)} s`,
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
  });

  it('keeps a server that slows down under load near its unloaded latency', async () => {
    const pages = 400;
    const baseMs = 100;
    const k = 8;
    console.log(
      `\n${pages} pages, latency = ${baseMs} ms x (1 + (in flight - 1) / ${k}); unloaded ${baseMs} ms, 1.5x = ${baseMs * 1.5} ms`,
    );
    console.log('crawler          | wall s | p50 ms | p95 ms | p95/unloaded | peak in flight');
    for (const [name, start, cap] of [
      [`fixed ${CAP}`, CAP, CAP],
      [`adaptive ${START}->${CAP}`, START, CAP],
    ] as const) {
      const run = await crawlLoadServer(start, cap, pages, baseMs, k);
      console.log(
        [
          name.padEnd(16),
          run.wallS.toFixed(2).padStart(6),
          run.p50.toFixed(0).padStart(6),
          run.p95.toFixed(0).padStart(6),
          `${(run.p95 / baseMs).toFixed(2)}x`.padStart(12),
          String(run.peak).padStart(14),
        ].join(' | '),
      );
      expect(run.pages).toBe(pages + 1);
    }
  });
});
