import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '@signpost/contracts';
import { connectDatabase } from '@signpost/db';
import {
  createTestDatabase,
  startFixtureSite,
  testConfig,
  type FixtureSite,
  type TestPostgres,
} from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { registerThroughApi, signInThroughForm } from '../support/sign-up.js';

const PASSWORD = 'Signpost-2030!';
const PHONE = { width: 360, height: 740 };

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether the page is wider than the window: at 360 px nothing may need sideways scrolling. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Puts an account on a plan as Stripe's webhook would, without a checkout to go through. */
async function setTier(databaseUrl: string, email: string, tier: Tier) {
  const handle = await connectDatabase(testConfig({ DATABASE_URL: databaseUrl }).database);
  try {
    await handle.db.updateTable('users').set({ tier }).where('email', '=', email).execute();
  } finally {
    await handle.close();
  }
}

const register = (baseUrl: string, email: string) => registerThroughApi(baseUrl, email, PASSWORD);
const signIn = (page: Page, baseUrl: string, email: string, returnTo: string) =>
  signInThroughForm(page, baseUrl, { email, password: PASSWORD }, returnTo);

/**
 * The dashboard as a signed-in person at phone width meets it: signing in from /dashboard and coming
 * back, an analysis listed while it runs and once done, the list's search, the detail page and re-run.
 */
describe('the dashboard in a browser', () => {
  let site: FixtureSite;
  let database: TestPostgres;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  const email = `grace.${Date.now()}@example.com`;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 4 });
    // Postgres rather than the embedded PGlite: its migrations take seconds where PGlite's take a
    // minute on a busy machine, and nothing here depends on which database holds the account.
    database = await createTestDatabase();
    harness = await startBrowserHarness({
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-dashboard-test-only-secret-long-enough-0123456789',
    });
    ({ browser, baseUrl } = harness);
    await register(baseUrl, email);
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await database?.drop();
    await site?.close();
  });

  it('lists an analysis while it runs and when done, opens its detail and re-runs it', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();

    // Signed out, the dashboard sends the visitor to sign in and brings them back to the same tab.
    await page.goto(`${baseUrl}/dashboard?tab=analyses`);
    await page.waitForURL('**/login?returnTo=*');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard?tab=analyses`);
    await page.getByRole('heading', { name: 'Ready to analyze your first website!' }).waitFor();

    // One page of the site is held, so the analysis is seen still running.
    const held = site.paths.find((path) => path !== '/');
    site.hold((path) => path === held);
    await page.getByRole('link', { name: 'Start New Analysis' }).click();
    await page.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin}/`);
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    await waitFor(() => site.heldCount() > 0, 'the crawler to reach the held page');

    await page.goto(`${baseUrl}/dashboard?tab=analyses`);
    const item = page.getByRole('listitem').filter({ hasText: site.origin });
    await item.getByText('In Progress').waitFor();
    await expect(item.getByRole('button', { name: 'Processing' }).isDisabled()).resolves.toBe(true);
    site.release();

    // The list reads itself again while something runs.
    await item.getByText('Completed').waitFor({ timeout: 60_000 });
    await item.getByRole('heading', { name: '127.0.0.1' }).waitFor();
    const pagesFound = item.getByText('Pages found').locator('xpath=following-sibling::dd');
    await expect(pagesFound.textContent()).resolves.toBe(String(site.paths.length));
    for (const field of ['Site type', 'Method', 'Created', 'Processing time', 'AI calls', 'Cached pages']) {
      await item.getByText(field, { exact: true }).waitFor();
    }
    await expect(overflowsSideways(page)).resolves.toBe(false);

    await page.getByRole('searchbox', { name: 'Search by URL' }).fill('no-such-site');
    await page.getByRole('heading', { name: 'No matching analyses found' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Status').selectOption('completed');
    await item.waitFor();

    await item.getByRole('link', { name: 'View analysis of 127.0.0.1' }).click();
    await page.waitForURL(/\/analysis\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: '127.0.0.1' }).waitFor();
    await page.getByRole('heading', { name: 'Performance metrics' }).waitFor();
    await page.getByText(new RegExp(`^\\d+ found, ${site.paths.length} analysed$`)).waitFor();
    await page.getByRole('heading', { name: `Discovered pages (${site.paths.length})` }).waitFor();
    await expect(overflowsSideways(page)).resolves.toBe(false);

    const rerun = page.getByRole('link', { name: 'Re-run Analysis' });
    const target = new URL((await rerun.getAttribute('href')) ?? '', baseUrl);
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('rerun')).toBe('true');
    expect(target.searchParams.get('url')).toBe(`${site.origin}/`);
    await rerun.click();
    // The wizard takes the entry from the address, clears it, and runs the analysis again.
    await page.getByRole('heading', { name: 'Expert-Guided Content Review' }).waitFor({ timeout: 60_000 });
    await context.close();
  }, 120_000);

  it('moves between tabs by keyboard, withholds API keys on the free plan, and confirms signing out', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, baseUrl, email, '/dashboard');

    await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
    await page.getByText('Pending verification').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('End');
    await page.waitForURL(`${baseUrl}/dashboard?tab=settings`);
    await expect(
      page.getByRole('tab', { name: 'Settings' }).evaluate((tab) => tab === document.activeElement),
    ).resolves.toBe(true);

    await page.getByRole('link', { name: 'Upgrade for API access' }).waitFor();
    await expect(overflowsSideways(page)).resolves.toBe(false);

    await page.getByRole('button', { name: 'Sign Out on This Device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await dialog.getByText('Are you sure you want to sign out?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Sign Out on This Device' }).click();
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForFunction(() => sessionStorage.getItem('auth_access_token') === null);
    await context.close();
  });

  it('shows a new API key once on the scale plan, and the key works until it is revoked', async () => {
    const scaleEmail = `ada.${Date.now()}@example.com`;
    await register(baseUrl, scaleEmail);
    await setTier(database.url, scaleEmail, 'scale');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, baseUrl, scaleEmail, '/dashboard?tab=settings');

    const keys = page.getByRole('region', { name: 'API keys' });
    await keys.getByText('You have no API keys yet.').waitFor();
    await keys.getByRole('button', { name: 'Create Key' }).click();
    await keys.getByText('Please name the key').waitFor();
    await keys.getByRole('textbox', { name: 'Key name' }).fill('Nightly build');
    await keys.getByRole('button', { name: 'Create Key' }).click();

    const shown = keys.getByLabel('New API key');
    const key = (await shown.textContent()) ?? '';
    expect(key).toMatch(/^sp_\w{20,}$/);
    await keys.getByText('It is shown only this once').waitFor();
    await keys.getByRole('button', { name: 'Copy Key' }).waitFor();
    const listed = keys.getByRole('listitem').filter({ hasText: 'Nightly build' });
    await listed.getByText('Never used').waitFor();
    await expect(overflowsSideways(page)).resolves.toBe(false);

    const withKey = () =>
      fetch(`${baseUrl}/api/auth/my-analyses`, { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey()).status).toBe(200);
    await keys.getByRole('button', { name: 'I have saved it' }).click();
    await expect(shown.count()).resolves.toBe(0);
    // The list is read again: a reload shows the prefix and the use just made, never the key.
    await page.reload();
    await listed.getByText(key.slice(0, 6)).waitFor();
    await expect(listed.getByText('Never used').count()).resolves.toBe(0);
    await expect(page.getByText(key).count()).resolves.toBe(0);

    await listed.getByRole('button', { name: 'Revoke key Nightly build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
    await dialog.getByRole('button', { name: 'Revoke Key' }).click();
    await keys.getByText('You have no API keys yet.').waitFor();
    expect((await withKey()).status).toBe(401);
    await context.close();
  }, 60_000);

  it("downloads the account's data, then deletes the account once its email and password are typed again", async () => {
    const leaving = `leaving.${Date.now()}@example.com`;
    await register(baseUrl, leaving);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, baseUrl, leaving, '/dashboard?tab=settings');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^signpost-data-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string };
    };
    expect(exported.account.email).toBe(leaving);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(leaving);
    await dialog.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog
      .getByRole('alert')
      .getByText('That password is not right. Your account was not deleted.')
      .waitFor();

    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Your account and everything in it have been deleted.').waitFor();
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: leaving, password: PASSWORD }),
    });
    expect(login.status).toBe(401);
    await context.close();
  }, 60_000);
});
