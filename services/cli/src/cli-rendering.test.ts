import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startClientRenderedSite,
  startScriptBuiltSite,
  type ClientRenderedSite,
  type ScriptBuiltSite,
} from '@signpost/testing';
import { run } from './cli.js';

let site: ScriptBuiltSite;
let appSite: ClientRenderedSite;
const dir = mkdtempSync(join(tmpdir(), 'signpost-cli-render-'));

beforeAll(async () => {
  site = await startScriptBuiltSite();
  appSite = await startClientRenderedSite();
});

afterAll(async () => {
  await site.close();
  await appSite.close();
  rmSync(dir, { recursive: true, force: true });
});

// The CLI renders through a render child of its own, as npm start does, so Chromium never shares
// the CLI's environment; without it this site would stop at its empty home page.
it('finds the pages of a site built by JavaScript through its own render child', async () => {
  let stdout = '';
  const code = await run(
    ['generate', site.origin, '--max-pages', '10', '--out', join(dir, 'out'), '--json'],
    { out: { write: (text: string) => ((stdout += text), true) }, err: { isTTY: false, write: () => true } },
    {
      LOG_LEVEL: 'silent',
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_TIMEOUT_MS: '5000',
      JOB_BACKOFF_MS: '50',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
  );
  expect(code).toBe(0);
  expect(JSON.parse(stdout)).toMatchObject({ status: 'completed' });
  const llmsTxt = readFileSync(join(dir, 'out', 'llms.txt'), 'utf8');
  for (const path of site.scriptLinkedPaths) expect(llmsTxt).toContain(`${site.origin}${path}`);
}, 90_000);

// Extraction shares the render child with discovery: pages that arrive as an application's empty
// frame are read from their rendering, and the summary says how many needed it.
it('reads the pages a script writes through the same render child, and says how many', async () => {
  let stdout = '';
  const out = join(dir, 'app');
  const code = await run(
    ['generate', appSite.origin, '--max-pages', '10', '--out', out, '--json'],
    { out: { write: (text: string) => ((stdout += text), true) }, err: { isTTY: false, write: () => true } },
    {
      LOG_LEVEL: 'silent',
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      CRAWL_TIMEOUT_MS: '5000',
      JOB_BACKOFF_MS: '50',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
  );
  expect(code).toBe(0);
  expect(JSON.parse(stdout)).toMatchObject({
    status: 'completed',
    message: '3 pages needed JavaScript to read: their text comes from their rendering.',
  });
  const full = readFileSync(join(out, 'llms-full.txt'), 'utf8');
  for (const path of appSite.scriptWrittenPaths) expect(full).toContain(appSite.scriptSentence(path));
}, 90_000);
