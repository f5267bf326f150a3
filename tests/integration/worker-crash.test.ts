import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { startStack, waitForAnalysis, type StageName, type Stack } from '../support/stack.js';

const PAGES = 24;

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CASES: { stage: StageName; env: Record<string, string>; holdAfter: 'start' | 'discovery' }[] = [
  // The default: discovery crawls and keeps every page, so it is the stage holding the work.
  { stage: 'discovery', env: {}, holdAfter: 'start' },
  // Discovery only lists pages, so every page is fetched in extraction batches.
  { stage: 'extraction', env: { CRAWL_KEEP_PAGE_CONTENT: 'false' }, holdAfter: 'discovery' },
];

/**
 * A worker process is killed with SIGKILL while it holds a job (no clean close, its job lock left
 * behind). Another worker takes the stalled job over and the analysis completes with every page
 * exactly once.
 */
describe.each(CASES)('a $stage worker killed mid-analysis', ({ stage, env, holdAfter }) => {
  let site: FixtureSite | undefined;
  let stack: Stack | undefined;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    child?.kill('SIGKILL');
    site?.release();
    await stack?.close();
    await site?.close();
  });

  it('loses and doubles nothing once another worker takes over', async () => {
    site = await startFixtureSite({ pages: PAGES });
    const fixture = site;
    const others = (['discovery', 'extraction', 'scoring'] as const).filter((name) => name !== stage);
    stack = await startStack('distributed', {
      env: { JOB_LOCK_MS: '1500', JOB_STALLED_INTERVAL_MS: '1000', ...env },
      workers: others,
    });
    const { server } = stack;
    const started = await server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: fixture.origin, force: true },
    });
    const analysisId: string = started.json().analysisId;
    const record = async () => (await server.inject(`/api/analysis/${analysisId}`)).json();

    if (holdAfter === 'discovery') {
      await until(async () => (await record()).progress.stage === 'content-fetch', 'discovery to finish');
    }
    // Let robots.txt, the sitemap and the home page through; hold the content pages.
    fixture.hold((path) => /^\/[a-z]+\/page-\d+$/.test(path));
    const main = fileURLToPath(new URL(`../../services/${stage}/dist/main.js`, import.meta.url));
    child = spawn(process.execPath, [main], { env: { ...process.env, ...stack.env }, stdio: 'ignore' });
    await until(() => fixture.heldCount() > 0, `the ${stage} worker to be mid-job`);
    const killed = child;
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    fixture.release();
    expect((await record()).status).toBe('processing');

    await stack.addWorker([stage]);
    const finished = await waitForAnalysis(server, analysisId, 60_000);
    expect(finished.status).toBe('completed');
    expect(finished.progress).toMatchObject({
      pagesFound: PAGES + 1,
      pagesFetched: PAGES + 1,
      pagesScored: PAGES + 1,
    });
    const urls = finished.discoveredPages.map((page) => new URL(page.url).pathname);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.sort()).toEqual([...fixture.paths].sort());
  });
});
