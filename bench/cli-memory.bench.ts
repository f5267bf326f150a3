import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBenchmarkSite } from './support/benchmark-site.js';

const PAGES = 1_000;
const LATENCY_MS = 20;
const SAMPLE_EVERY_MS = 100;
const PEAK_BUDGET_MB = 400;
const SHIM = 'services/cli/bin/signpost.js';

/**
 * Peak resident memory of `signpost generate` (the built command, through its shim) on a 1,000-page
 * site answering in 20 ms, and its wall time. The command is two processes (the shim re-runs node
 * with its flags): the figure is the larger one's kernel high-water mark, as `/usr/bin/time -v`
 * reports it, and the highest sum of both seen by sampling.
 */
describe('signpost generate memory', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it(`generates for ${PAGES} pages within ${PEAK_BUDGET_MB} MB`, async () => {
    const site = await startBenchmarkSite({ pages: PAGES, latencyMs: LATENCY_MS });
    closers.push(site.close);
    const out = await mkdtemp(join(tmpdir(), 'signpost-cli-memory-'));
    closers.push(() => rm(out, { recursive: true, force: true }));

    const started = performance.now();
    const child = spawn(
      process.execPath,
      [SHIM, 'generate', site.origin, '--max-pages', String(PAGES), '--out', out, '--json'],
      {
        env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const highWater = new Map<number, number>();
    let peakSum = 0;
    const sampler = setInterval(() => {
      void sampleTree(child.pid!).then((samples) => {
        peakSum = Math.max(
          peakSum,
          samples.reduce((sum, sample) => sum + sample.rss, 0),
        );
        for (const { pid, hwm } of samples) highWater.set(pid, Math.max(highWater.get(pid) ?? 0, hwm));
      });
    }, SAMPLE_EVERY_MS);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const peak = Math.max(...highWater.values());
    const summary = JSON.parse(stdout) as { status: string; pagesScored: number };

    console.log(
      `signpost generate: peak ${peak} MB (largest process), ${peakSum} MB (all its processes), ` +
        `${summary.pagesScored} pages scored in ${seconds.toFixed(1)} s`,
    );
    expect(code).toBe(0);
    expect(summary.status).toBe('completed');
    expect(await readdir(out)).toEqual(['llms-full.txt', 'llms.txt']);
  });
});

interface Sample {
  pid: number;
  rss: number;
  hwm: number;
}

/** The process and its descendants, from /proc; a process that ended between two reads is skipped. */
async function sampleTree(pid: number): Promise<Sample[]> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  if (!status) return [];
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const below = await Promise.all(
    children
      .split(/\s+/)
      .filter(Boolean)
      .map((child) => sampleTree(Number(child))),
  );
  return [{ pid, rss: megabytes(status, 'VmRSS'), hwm: megabytes(status, 'VmHWM') }, ...below.flat()];
}

function megabytes(status: string, field: string): number {
  return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024);
}
