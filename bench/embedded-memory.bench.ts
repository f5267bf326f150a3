import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestRedis, freePort } from '@signpost/testing';
import { TEST_ENV } from '../tests/support/stack.js';
import { startBenchmarkSite } from './support/benchmark-site.js';

const PAGES = 1_000;
/** Analyses run at once, each of its own site: the heap limit of `npm start` must hold several. */
const ANALYSES = Number(process.env['MEMORY_ANALYSES'] ?? 1);
const LATENCY_MS = 20;
const IDLE_SETTLE_MS = 10_000;
const SAMPLE_EVERY_MS = 100;
const ALL_IN_ONE = 'services/all-in-one/dist/main.js';

/**
 * Resident memory of the whole all-in-one process (`npm start`, with its node flags), as the operating
 * system counts it: idle once started, and the peak while it analyses a 1,000-page site answering in
 * 20 ms. Run on the embedded default (PGlite, in-process queue) and on Postgres + Redis.
 */
describe.each(['embedded', 'postgres'] as const)('all-in-one memory (%s)', (backend) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it(`idles and analyses ${PAGES} pages within its memory`, async () => {
    const sites = await Promise.all(
      Array.from({ length: ANALYSES }, () => startBenchmarkSite({ pages: PAGES, latencyMs: LATENCY_MS })),
    );
    for (const site of sites) closers.push(site.close);
    const dataDir = await mkdtemp(join(tmpdir(), 'signpost-memory-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env: Record<string, string> = {
      ...TEST_ENV,
      WEB_DIST_DIR: join(process.cwd(), 'web/dist'),
      DATA_DIR: dataDir,
      PORT: String(port),
      PLAN_STARTER_MAX_PAGES: String(PAGES),
      ANALYSIS_CACHE_HOURS: '0',
    };
    if (backend === 'postgres') {
      const database = await createTestDatabase();
      const redis = await createTestRedis();
      closers.push(database.drop, redis.cleanup);
      Object.assign(env, {
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        QUEUE_PREFIX: redis.prefix,
        METRICS_TOKEN: 'a-bench-only-metrics-token-0123456789',
      });
    }
    const child = spawn(process.execPath, [...(await startFlags()), ALL_IN_ONE], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    closers.push(() => stop(child));
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilHealthy(origin, child);

    await sleep(IDLE_SETTLE_MS);
    const idle = await residentMegabytes(child.pid!);

    await resetHighWaterMark(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => {
      void residentMegabytes(child.pid!).then((rss) => (peak = Math.max(peak, rss)));
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    const records = await Promise.all(
      sites.map(async (site) => {
        const start = await fetch(`${origin}/api/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: site.origin, force: true }),
        });
        const { analysisId } = (await start.json()) as { analysisId: string };
        return waitForCompletion(origin, analysisId);
      }),
    );
    const record = records[0]!;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const highWater = await highWaterMegabytes(child.pid!);
    const after = await residentMegabytes(child.pid!);

    console.log(
      `${backend}: idle ${idle} MB, peak ${Math.max(peak, highWater)} MB during ${ANALYSES === 1 ? 'a' : `${ANALYSES} concurrent`} ${record.pages}-page ` +
        `analys${ANALYSES === 1 ? 'is' : 'es'} (${seconds.toFixed(1)} s), ${after} MB after it`,
    );
    for (const each of records) expect(each.status).toBe('completed');
  });
});

/** The node flags package.json's start script runs the all-in-one process with. */
async function startFlags(): Promise<string[]> {
  const manifest = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: { start: string } };
  const command = manifest.scripts.start.split('&&').find((part) => part.includes(ALL_IN_ONE));
  if (!command) throw new Error(`the start script does not run ${ALL_IN_ONE}`);
  return command
    .trim()
    .split(/\s+/)
    .filter((word) => word.startsWith('--'));
}

async function residentMegabytes(pid: number): Promise<number> {
  return statusField(pid, 'VmRSS');
}

/** The kernel's own high-water mark, so a spike between two samples is not missed. */
async function highWaterMegabytes(pid: number): Promise<number> {
  return statusField(pid, 'VmHWM');
}

/** Writing 5 to clear_refs resets VmHWM, so the peak is the analysis's and not the start-up's. */
async function resetHighWaterMark(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

async function statusField(pid: number, field: string): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Math.round(Number(kilobytes) / 1024);
}

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the all-in-one process exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(250);
  }
  throw new Error('the all-in-one process did not become healthy within 180 s');
}

async function waitForCompletion(
  origin: string,
  analysisId: string,
): Promise<{ status: string; pages: number }> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const record = (await (await fetch(`${origin}/api/analysis/${analysisId}`)).json()) as {
      status: string;
      discoveredPages: unknown[];
    };
    if (record.status !== 'processing')
      return { status: record.status, pages: record.discoveredPages.length };
    await sleep(500);
  }
  throw new Error('the analysis did not finish within 240 s');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
