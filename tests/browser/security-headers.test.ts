import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';

const WEB = fileURLToPath(new URL('../../web', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
const TAG_MANAGER_ID = 'GTM-CSPTEST1';

/**
 * Records every Content-Security-Policy violation of a page, from the browser's own report events and
 * from its console (where a blocked script or style is also announced).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/** The web app built with a Tag Manager container, as an operator setting GTM_ID would build it. */
async function buildWebWithTagManager(outDir: string): Promise<void> {
  const build = spawn(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: WEB,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, GTM_ID: TAG_MANAGER_ID },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await new Promise((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build exited with ${String(code)}`);
}

describe('the Content-Security-Policy in a browser', () => {
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    ({ browser, baseUrl } = harness);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('lets the landing page and the other public pages run with no violation', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const landing = await page.goto(`${baseUrl}/`);
    expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('button', { name: 'Reject all' }).waitFor();
    for (const path of ['/pricing', '/login', '/signup', '/validate', '/cookies']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').first().waitFor();
    }
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('lets the API viewer at /api/docs render the API with no violation', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByText('Signpost API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });
});

describe('Google Tag Manager under the Content-Security-Policy', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'signpost-web-gtm-'));
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    await buildWebWithTagManager(webDist);
    harness = await startBrowserHarness({ WEB_DIST_DIR: webDist, GTM_ID: TAG_MANAGER_ID });
    ({ browser, baseUrl } = harness);
  }, 240_000);
  afterAll(async () => {
    await harness?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('loads the container only after consent, and its script and beacons are allowed', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const requested: string[] = [];
    // Google's servers stand in: a container that runs, then measures the way GA4 tags do.
    await page.route('https://*.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: [
          'window.tagManagerRan = true;',
          "new Image().src = 'https://region1.google-analytics.com/g/collect?v=2';",
          "fetch('https://region1.analytics.google.com/g/collect?v=2', { method: 'POST', mode: 'no-cors' });",
        ].join('\n'),
      });
    });
    await page.route(/https:\/\/[^/]*(google-analytics|analytics\.google)\.com\//, async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 204 });
    });

    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accept all' }).waitFor();
    expect(requested).toEqual([]);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(
      () => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan === true,
    );
    await expect.poll(() => requested.length).toBe(3);
    expect(requested[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
