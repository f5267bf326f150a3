import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startClientRenderedSite,
  startScriptBuiltSite,
  type ClientRenderedSite,
  type ScriptBuiltSite,
} from '@signpost/testing';
import { startStack, waitForAnalysis, type Stack } from '../support/stack.js';

const RENDER_MAIN = fileURLToPath(new URL('../../services/render/dist/main.js', import.meta.url));
const RENDER_TOKEN = 'a-js-rendering-test-render-token-0123456789';
let site: ScriptBuiltSite;
let appSite: ClientRenderedSite;
let renderService: ChildProcess;
let renderUrl: string;

beforeAll(async () => {
  site = await startScriptBuiltSite();
  appSite = await startClientRenderedSite();

  // The render service as a process of its own, with its own settings alone, as in a deployment.
  renderService = spawn(process.execPath, [RENDER_MAIN], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      PORT: '0',
      RENDER_TOKEN,
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    renderService.once('message', (message) => resolve((message as { port: number }).port));
    renderService.once('exit', (code) => reject(new Error(`the render service exited (${code})`)));
  });
  renderUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  const exited = new Promise((resolve) => renderService.once('exit', resolve));
  renderService.kill('SIGTERM');
  await exited;
  await site.close();
  await appSite.close();
});

describe.each(['embedded', 'distributed'] as const)('a site built by JavaScript (%s)', (kind) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(kind, { env: { RENDER_URL: renderUrl, RENDER_TOKEN } });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('is discovered through the render service named by RENDER_URL', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${site.origin}/`, force: true },
    });
    expect(started.statusCode).toBe(202);
    const record = await waitForAnalysis(stack.server, started.json().analysisId);
    expect(record.status).toBe('completed');
    const paths = record.discoveredPages.map((page) => new URL(page.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(site.scriptLinkedPaths));
  });

  it('reads pages whose text a script writes from their rendering, and says how many', async () => {
    const started = await stack.server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${appSite.origin}/`, force: true },
    });
    const analysisId = started.json().analysisId as string;
    const record = await waitForAnalysis(stack.server, analysisId);
    expect(record.status).toBe('completed');
    expect(record.progress.pagesRendered).toBe(appSite.scriptWrittenPaths.length);
    expect(record.message).toBe('3 pages needed JavaScript to read: their text comes from their rendering.');
    const pages = await stack.runtimes[0]!.repos.pages.listFetched(analysisId);
    for (const path of appSite.scriptWrittenPaths) {
      const page = pages.find((candidate) => new URL(candidate.url).pathname === path);
      expect(page?.content, path).toContain(appSite.scriptSentence(path));
    }
    expect(appSite.requests).not.toContain('/assets/analytics.js');
  });
});
