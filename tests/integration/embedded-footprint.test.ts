import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startFixtureSite } from '@signpost/testing';
import { ALL_IN_ONE, waitForHealth } from '../support/all-in-one.js';
import { TEST_ENV } from '../support/stack.js';

/** Preloaded into the server: notes every package its main thread loads, and writes them out at exit. */
const LOADED_PACKAGES_HOOK = `
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { isMainThread } from 'node:worker_threads';
if (isMainThread) {
  const loaded = new Set();
  registerHooks({
    load(url, context, nextLoad) {
      const name = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url)?.[1];
      if (name) loaded.add(name);
      return nextLoad(url, context);
    },
  });
  process.on('exit', () => writeFileSync(process.env.LOADED_PACKAGES_FILE, [...loaded].join('\\n')));
}
`;

/** Loaded only where a setting or a page asks for them; each costs the process megabytes for good. */
const LOADED_ON_DEMAND = [
  'bullmq',
  'ioredis',
  '@bull-board/api',
  'stripe',
  '@anthropic-ai/sdk',
  'nodemailer',
  'linkedom',
  'turndown',
  '@mozilla/readability',
  'playwright-core',
];

/**
 * The embedded default holds what it uses. Through a whole analysis its main thread never loads the
 * Redis and BullMQ clients, Stripe's or Anthropic's SDK without their keys, nodemailer before a
 * message, or the page reader, which runs on the page threads: together about 30 MB of the 400 MB the
 * process may use (docs/benchmarks.md, memory).
 */
describe('the embedded all-in-one process', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('loads no package it has no use for, through a whole analysis', { timeout: 120_000 }, async () => {
    const site = await startFixtureSite({ pages: 12 });
    closers.push(site.close);
    const folder = await mkdtemp(join(tmpdir(), 'signpost-footprint-'));
    closers.push(() => rm(folder, { recursive: true, force: true }));
    const hook = join(folder, 'loaded-packages.mjs');
    const loadedFile = join(folder, 'loaded.txt');
    await writeFile(hook, LOADED_PACKAGES_HOOK);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const app = spawn(process.execPath, ['--import', hook, ALL_IN_ONE], {
      env: {
        PATH: process.env.PATH,
        ...TEST_ENV,
        DATA_DIR: join(folder, 'data'),
        PORT: String(port),
        LOADED_PACKAGES_FILE: loadedFile,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise((resolve) => app.once('exit', resolve));
    closers.push(async () => {
      if (app.exitCode === null) app.kill('SIGKILL');
    });
    await waitForHealth(origin, app);

    const started = await fetch(`${origin}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: site.origin }),
    });
    expect(started.status).toBe(202);
    const { analysisId } = (await started.json()) as { analysisId: string };
    await expect
      .poll(() => statusOf(origin, analysisId), { timeout: 60_000, interval: 250 })
      .toBe('completed');
    app.kill('SIGTERM');
    await exited;

    const loaded = (await readFile(loadedFile, 'utf8')).split('\n');
    expect(loaded).toEqual(expect.arrayContaining(['fastify', '@electric-sql/pglite', 'cheerio', 'piscina']));
    expect(loaded.filter((name) => LOADED_ON_DEMAND.includes(name))).toEqual([]);
  });
});

async function statusOf(origin: string, analysisId: string): Promise<string> {
  const response = await fetch(`${origin}/api/analysis/${analysisId}`);
  return ((await response.json()) as { status: string }).status;
}
