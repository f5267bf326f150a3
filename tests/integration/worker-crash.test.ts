import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

const EXTRACTION_MAIN = fileURLToPath(new URL('../../services/extraction/dist/main.js', import.meta.url));
const PAGES = 24;

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An extraction worker process is killed with SIGKILL while it holds a batch (no clean close, its job
 * lock left behind). Another worker takes the stalled job over and the analysis completes with every
 * page exactly once.
 */
describe('a worker killed mid-analysis', () => {
  let site: FixtureSite;
  let stack: Stack;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: PAGES });
    stack = await startStack('distributed', {
      env: { JOB_LOCK_MS: '1500', JOB_STALLED_INTERVAL_MS: '1000' },
      workers: ['discovery', 'scoring'],
    });
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    site?.release();
    await stack?.close();
    await site?.close();
  });

  it('loses and doubles nothing once another worker takes over', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: site.origin, force: true },
    });
    const analysisId: string = started.json().analysisId;
    const record = async () => (await stack.server.inject(`/api/analysis/${analysisId}`)).json();
    await until(async () => (await record()).progress.stage === 'content-fetch', 'discovery to finish');

    site.hold((path) => path !== '/robots.txt');
    child = spawn(process.execPath, [EXTRACTION_MAIN], {
      env: { ...process.env, ...stack.env },
      stdio: 'ignore',
    });
    await until(() => site.heldCount() > 0, 'the worker to be mid-batch');
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    site.release();
    expect((await record()).status).toBe('processing');

    await stack.addWorker(['extraction']);
    const finished = await waitForAnalysis(stack.server, analysisId, 60_000);
    expect(finished.status).toBe('completed');
    expect(finished.progress).toMatchObject({
      pagesFound: PAGES + 1,
      pagesFetched: PAGES + 1,
      pagesScored: PAGES + 1,
    });
    const urls = finished.discoveredPages.map((page) => new URL(page.url).pathname);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.sort()).toEqual([...site.paths].sort());
  });
});
