import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '@signpost/contracts';
import { connectDatabase } from '@signpost/db';
import {
  createTestDatabase,
  startChangingSite,
  startLocalServer,
  testConfig,
  type ChangingSite,
  type LocalServer,
  type TestPostgres,
} from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { problemsAtBothWidths, WIDTHS } from '../support/page-checks.js';
import { registerThroughApi, signInThroughForm } from '../support/sign-up.js';

const PASSWORD = 'Signpost-2030!';
/** A run is a whole analysis of the site: on a loaded machine, well under this. */
const RUN_TIMEOUT_MS = 90_000;
const ANALYSIS_PATH = /\/analysis\/[0-9a-f-]{36}$/;
/** Where the tab's screenshots land, as routes.test.ts keeps its own (gitignored). */
const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Puts an account on a plan as Stripe's webhook would, without a checkout to go through. */
async function setTier(databaseUrl: string, email: string, tier: Tier) {
  const handle = await connectDatabase(testConfig({ DATABASE_URL: databaseUrl }).database);
  try {
    await handle.db.updateTable('users').set({ tier }).where('email', '=', email).execute();
  } finally {
    await handle.close();
  }
}

/**
 * The Monitors tab as an owner meets it, in Chromium against the built server: a loopback site the
 * crawler may read (SIGNPOST_CRAWL_ALLOW_PRIVATE, set by the harness) and changed between runs, so the
 * runs are real and their diff has something in it.
 */
describe('the Monitors tab in a browser', () => {
  let site: ChangingSite;
  let hooks: LocalServer;
  let database: TestPostgres;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  const growthEmail = `monitor.growth.${Date.now()}@example.com`;
  const freeEmail = `monitor.free.${Date.now()}@example.com`;

  /** A fresh window at desktop width, signed in, with the cookie question answered so it covers nothing. */
  async function signedIn(email: string, returnTo: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: WIDTHS[0] });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await signInThroughForm(page, baseUrl, { email, password: PASSWORD }, returnTo);
    return { context, page };
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    site = await startChangingSite(['/getting-started', '/install', '/configure']);
    // The webhook's receiver: it takes whatever a run sends; this test is about the page, not delivery.
    hooks = await startLocalServer((_request, response) => response.writeHead(204).end());
    // Postgres rather than the embedded PGlite, whose migrations take over a minute on a busy machine.
    database = await createTestDatabase();
    harness = await startBrowserHarness({
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-monitors-test-only-secret-long-enough-0123456789',
    });
    ({ browser, baseUrl } = harness);
    await registerThroughApi(baseUrl, growthEmail, PASSWORD);
    await registerThroughApi(baseUrl, freeEmail, PASSWORD);
    await setTier(database.url, growthEmail, 'growth');
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await database?.drop();
    await hooks?.close();
    await site?.close();
  });

  it('adds a monitor with its secret shown once, runs it, pauses and resumes it, shows a diff and deletes it', async () => {
    const { context, page } = await signedIn(growthEmail, '/dashboard?tab=monitors');
    await expect(page.getByRole('tab', { name: 'Monitors' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await page.getByText('0 of 3 monitors in use.').waitFor();

    // The form says what is wrong before anything is sent.
    await page.getByRole('button', { name: 'Add Monitor' }).click();
    await page.getByText('Enter the address of the site to monitor').waitFor();
    await page.getByRole('textbox', { name: 'Site URL' }).fill(`${site.origin}/`);
    await page.getByLabel('How often').selectOption('daily');
    await expect(page.getByRole('checkbox', { name: 'By email' }).isChecked()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Webhook URL (optional)' }).fill(`${hooks.url}/signpost`);
    await page.getByRole('button', { name: 'Add Monitor' }).click();

    const notice = page.getByRole('region', { name: 'Webhook secret for 127.0.0.1' });
    const secret = (await notice.getByLabel('Webhook secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await notice.getByText('It is shown only this once').waitFor();
    await notice.getByRole('button', { name: 'Copy Secret' }).waitFor();

    // The first run reads the site as it is: the baseline, found by the tab reading itself again.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '127.0.0.1' }) });
    await card.getByText('Daily', { exact: true }).waitFor();
    await card.getByText('Email and webhook').waitFor();
    await card.getByText('Baseline: pages recorded').waitFor({ timeout: RUN_TIMEOUT_MS });
    await card.getByText('Completed').waitFor();
    expect(await problemsAtBothWidths(page)).toEqual([]);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'dashboard-monitors-added-phone.png'),
      fullPage: true,
    });
    await page.setViewportSize(WIDTHS[0]);

    await notice.getByRole('button', { name: 'I have saved it' }).click();
    await page.reload();
    await card.getByText('Baseline: pages recorded').waitFor();
    await expect(page.getByText(secret).count()).resolves.toBe(0);

    // The site changes; running now finds it.
    site.addPage('/upgrade');
    site.editPage('/install');
    await card.getByRole('button', { name: 'Run now' }).click();
    await card.getByText(/^1 added/).waitFor({ timeout: RUN_TIMEOUT_MS });

    await card.getByRole('button', { name: 'Show runs' }).click();
    await page.waitForURL(/[?&]monitor=[0-9a-f-]{36}/);
    const monitorId = new URL(page.url()).searchParams.get('monitor') ?? '';
    const runs = card.getByRole('region', { name: 'Runs' });
    const newest = runs.getByRole('group').first();
    await newest.getByRole('heading', { name: 'Added (1)' }).waitFor();
    await newest.getByRole('link', { name: `${site.origin}/upgrade` }).waitFor();
    await newest.getByRole('link', { name: `${site.origin}/install` }).waitFor();
    await newest.getByRole('heading', { name: 'Removed (0)' }).waitFor();
    await newest.getByRole('heading', { name: /^Broken links \(\d+\)$/ }).waitFor();
    await newest.getByText('The site serves no /llms.txt yet.').waitFor();
    const analysisLink = newest.getByRole('link', { name: 'Open the analysis of this run' });
    const analysisPath = (await analysisLink.getAttribute('href')) ?? '';
    expect(analysisPath).toMatch(ANALYSIS_PATH);

    // The older run is the baseline; its diff opens from its summary.
    const baseline = runs.getByRole('group').nth(1);
    await baseline.locator('summary').click();
    await baseline.getByText('This first run is the baseline').waitFor();
    expect(await problemsAtBothWidths(page)).toEqual([]);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'dashboard-monitors-runs-phone.png'),
      fullPage: true,
    });
    await page.setViewportSize(WIDTHS[0]);

    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByRole('button', { name: 'Resume' }).waitFor();
    await expect(
      card.getByText('Next run').locator('xpath=following-sibling::dd').textContent(),
    ).resolves.toBe('Paused');
    await card.getByRole('button', { name: 'Resume' }).click();
    await card.getByRole('button', { name: 'Pause' }).waitFor();
    await expect(
      card.getByText('Next run').locator('xpath=following-sibling::dd').textContent(),
    ).resolves.not.toBe('Paused');

    // The analysis page points back to the monitor of its site.
    await analysisLink.click();
    await page.waitForURL(ANALYSIS_PATH);
    await page.getByRole('link', { name: 'Monitored daily — see changes' }).click();

    // As the report mail's link does, the address opens the tab with the monitor's runs shown.
    await page.waitForURL(`${baseUrl}/dashboard?tab=monitors&monitor=${monitorId}`);
    await card.getByRole('button', { name: 'Hide runs' }).waitFor();
    await page.goto(`${baseUrl}/dashboard?tab=monitors&monitor=${monitorId}`);
    await card.getByRole('region', { name: 'Runs' }).getByRole('heading', { name: 'Added (1)' }).waitFor();

    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete monitor' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await card.waitFor();
    await card.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete Monitor' }).click();
    await page.getByText('You monitor no sites yet.').waitFor();
    await expect(card.count()).resolves.toBe(0);

    // Without a monitor, the analysis page offers one on this plan, the form filled with its address.
    await page.goto(`${baseUrl}${analysisPath}`);
    await page.getByRole('link', { name: 'Monitor this site' }).click();
    await page.waitForURL(/tab=monitors&url=/);
    await expect(page.getByRole('textbox', { name: 'Site URL' }).inputValue()).resolves.toBe(
      `${site.origin}/`,
    );
    await context.close();
  }, 300_000);

  it('offers a free account the plans with monitors instead of the form', async () => {
    const { context, page } = await signedIn(freeEmail, '/dashboard?tab=monitors');
    const note = page.getByRole('note').filter({ hasText: 'Your plan does not include monitors.' });
    await note.getByRole('link', { name: 'See the plans with monitors' }).waitFor();
    expect(await note.getByRole('link').getAttribute('href')).toBe('/pricing');
    await expect(page.getByRole('textbox', { name: 'Site URL' }).count()).resolves.toBe(0);
    expect(await problemsAtBothWidths(page)).toEqual([]);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'dashboard-monitors-upgrade-phone.png'),
      fullPage: true,
    });
    await context.close();
  }, 60_000);
});
