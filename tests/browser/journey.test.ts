import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';

const ALL_IN_ONE = fileURLToPath(new URL('../../services/all-in-one/dist/main.js', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForHealth(url: string, app: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`server exited with ${app.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/**
 * The product as a person uses it: the all-in-one server on its embedded defaults, a website on
 * loopback, and headless Chromium typing the address, reviewing, generating and downloading.
 */
describe('the analysis journey in a browser', () => {
  let site: FixtureSite;
  let app: ChildProcess;
  let browser: Browser;
  let baseUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'signpost-browser-'));

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 12 });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      PLAN_STARTER_MAX_PAGES: '50',
    };
    app = spawn(process.execPath, [ALL_IN_ONE], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForHealth(baseUrl, app);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    if (app && app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes from typing an address to a downloaded llms.txt', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/analyze`);

    const analyzeButton = page.getByRole('button', { name: 'Analyze Website' });
    await page.getByRole('textbox', { name: 'Website URL' }).fill('not a site');
    await expect(analyzeButton.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin}/`);
    await analyzeButton.click();

    await page.getByRole('heading', { name: 'Analyzing Your Website' }).waitFor();
    await page.getByRole('heading', { name: 'Expert-Guided Content Review' }).waitFor({ timeout: 60_000 });
    const checkboxes = page.getByRole('checkbox');
    expect(await checkboxes.count()).toBe(site.paths.length);

    await page.getByRole('tab', { name: 'Documentation' }).click();
    await page.getByRole('button', { name: 'Select none' }).click();
    await page.getByRole('tab', { name: 'All Content' }).click();
    const docsUnchecked = await page
      .getByRole('checkbox', { name: /^Docs page/ })
      .evaluateAll((boxes) => boxes.every((box) => !(box as HTMLInputElement).checked));
    expect(docsUnchecked).toBe(true);

    await page.getByRole('button', { name: 'Generate llms.txt' }).click();
    await page.getByRole('heading', { name: 'Professional LLMs.txt File Generated' }).waitFor();
    const preview = await page.getByLabel('llms.txt preview').textContent();
    expect(preview).toContain('# Fixture Co');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('llms.txt');
    const content = readFileSync((await download.path())!, 'utf8');
    expect(content.startsWith('# Fixture Co\n\n> ')).toBe(true);
    expect(content).toContain(`](${site.origin}/blog/page-3)`);
    expect(content).not.toContain('/docs/page-1)');
    expect(content).not.toMatch(/^## Documentation$/m);
    expect(content.endsWith('\n')).toBe(true);
    await context.close();
  });
});
