import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { ReaderCounter } from '@signpost/gateway-service';
import { leastCpuMs, startFixtureSite } from '@signpost/testing';
import { hammerRoute, throughputLine } from './support/autocannon-run.js';
import { startBareRoute } from './support/bare-route.js';
import { analyse, post, signUp } from './support/gateway-calls.js';
import { waitFor } from './support/servers.js';
import { proofEnvironment, startService } from './support/services.js';

const CONNECTIONS = 200;
const SECONDS = 10;

/**
 * Published files under load: 200 clients reading a published llms.txt from the all-in-one process
 * (`npm start`, on PGlite), against a bare Fastify route sending the same bytes, and the same with a
 * current ETag (304s). Run: `npm run bench -- bench/published-files.bench.ts` (after `npm run build`).
 */
describe('published files under load', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  });

  it('serves a published llms.txt near the framework’s own speed', { timeout: 300_000 }, async () => {
    const site = await startFixtureSite({ pages: 19, siteName: 'Published Site' });
    closers.push(site.close);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signpost-published-'));
    closers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...embedded } = proofEnvironment('', '');
    const service = await startService('all-in-one', 'all-in-one-published', {
      ...embedded,
      DATA_DIR: dataDir,
    });
    closers.push(() => service.stop('SIGKILL'));
    const baseUrl = `http://127.0.0.1:${service.port}`;

    const token = await signUp(baseUrl);
    const analysisId = await analyse(baseUrl, site, token);
    const auth = { authorization: `Bearer ${token}` };
    await waitFor(async () => {
      const record = (await (
        await fetch(`${baseUrl}/api/analysis/${analysisId}`, { headers: auth })
      ).json()) as {
        status: string;
        discoveredPages: { url: string }[];
      };
      return record.status === 'completed';
    }, 120_000);
    const record = (await (
      await fetch(`${baseUrl}/api/analysis/${analysisId}`, { headers: auth })
    ).json()) as {
      discoveredPages: { url: string }[];
    };
    const generated = await post(
      `${baseUrl}/api/generate-llm-file`,
      { analysisId, selectedPages: record.discoveredPages.map(({ url }) => ({ url })) },
      token,
    );
    const fileId = (generated.body as { id: string }).id;
    const published = await post(`${baseUrl}/api/llm-file/${fileId}/publish`, {}, token);
    expect(published.status).toBe(200);
    const publishedPath = new URL((published.body as { url: string }).url).pathname;
    const publishedUrl = `${baseUrl}${publishedPath}`;
    const first = await fetch(publishedUrl);
    const body = await first.text();
    const etag = first.headers.get('etag') ?? '';

    const bare = await startBareRoute('/s/:slug/:file', body, 'text/plain; charset=utf-8');
    closers.push(bare.close);
    const load = { connections: CONNECTIONS, seconds: SECONDS };
    await hammerRoute(publishedUrl, { ...load, seconds: 3 });
    const bareResult = await hammerRoute(`${bare.url}${publishedPath}`, load);
    const served = await hammerRoute(publishedUrl, load);
    const revalidated = await hammerRoute(publishedUrl, { ...load, headers: { 'if-none-match': etag } });
    console.log(
      [
        `\npublished llms.txt of ${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB, ${CONNECTIONS} clients for ${SECONDS} s each`,
        throughputLine('bare Fastify route', bareResult),
        throughputLine('gateway, 200 with the text', served, bareResult),
        throughputLine('gateway, 304 to a current ETag', revalidated, bareResult),
      ].join('\n'),
    );
    expect(served.non2xx).toBe(0);
  });
});

/**
 * Clients of the counting comparison: enough to keep the gateway busy, few enough that on a loaded
 * machine requests are answered rather than timed out (each read asks PGlite what is live).
 */
const READER_CONNECTIONS = 50;
const GPT_BOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)';

/** A gateway process of support/readers-gateway.mjs: its published file's address, and what stops it. */
async function startReadersGateway(mode: 'on' | 'off', dataDir: string) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'support', 'readers-gateway.mjs'), mode],
    {
      env: {
        PATH: process.env['PATH'] ?? '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () =>
    JSON.parse(String((await lines.next()).value)) as { url?: string; stored?: number };
  const { url = '' } = await next();
  return {
    url,
    /** Stops the process; answers the reads it stored. */
    stop: async () => {
      child.kill('SIGTERM');
      return (await next()).stored ?? 0;
    },
  };
}

/**
 * Counting readers off the request path: the gateway alone in its process on PGlite, serving one
 * published llms.txt to GPTBot with the reader counter (flushing every 5 s) and, in another such
 * process, with a counter that counts nothing; read in turns. Run (after `npm run build`):
 * `npm run bench -- bench/published-files.bench.ts -t "counted and not"`.
 */
describe('published files with readers counted and not', () => {
  it('serves as fast with counting on as off, and counts every read', { timeout: 300_000 }, async () => {
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'signpost-readers-')));
    const [counted, uncounted] = await Promise.all([
      startReadersGateway('on', dataDirs[0]!),
      startReadersGateway('off', dataDirs[1]!),
    ]);
    const urls = { on: counted.url, off: uncounted.url };
    const body = await (await fetch(urls.on)).text();
    const load = { connections: READER_CONNECTIONS, seconds: SECONDS, headers: { 'user-agent': GPT_BOT } };
    const warmUp = await hammerRoute(urls.on, { ...load, seconds: 3 });
    await hammerRoute(urls.off, { ...load, seconds: 3 });
    // In turns, so that neither side has the machine's quieter moments to itself.
    const runs = { on: [] as autocannon.Result[], off: [] as autocannon.Result[] };
    for (const side of ['off', 'on', 'off', 'on'] as const)
      runs[side].push(await hammerRoute(urls[side], load));
    const stored = await counted.stop();
    await uncounted.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const counting = [warmUp, ...runs.on];
    // The first read above was counted too.
    const served = counting.reduce((sum, run) => sum + run['2xx'], 1);
    const sent = counting.reduce((sum, run) => sum + run.requests.sent, 1);
    console.log(
      [
        `\npublished llms.txt of ${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB, the gateway alone on PGlite, ${READER_CONNECTIONS} clients for ${SECONDS} s per run`,
        ...runs.off.map((run, index) => throughputLine(`counting off, run ${index + 1}`, run)),
        ...runs.on.map((run, index) => throughputLine(`counting on, run ${index + 1}`, run)),
        `  reads stored by the counting gateway (warm-up included): ${stored}; answered 200 ${served}, sent ${sent}`,
      ].join('\n'),
    );
    // Every answer is counted; a request answered after its client stopped waiting is counted too.
    expect(stored).toBeGreaterThanOrEqual(served);
    expect(stored).toBeLessThanOrEqual(sent);
  });

  it('costs a read microseconds of CPU to count', async () => {
    const counter = new ReaderCounter({
      store: { add: async () => undefined },
      warn: () => undefined,
      flushMs: 0,
    });
    const agents = [
      GPT_BOT,
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ];
    const reads = 1_000_000;
    const cpuMs = leastCpuMs(() => {
      for (let read = 0; read < reads; read += 1) counter.count('bench-docs', agents[read % agents.length]);
    }, 0);
    console.log(
      `\ncounting one read (its agent found, its batch key added to): ${((cpuMs * 1_000) / reads).toFixed(2)} µs of CPU, least of 5 runs of ${reads} reads by 4 agents`,
    );
    await counter.close();
    expect(cpuMs).toBeGreaterThan(0);
  });
});
