import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { waitForVerificationPath } from '../support/outbox.js';

const PASSWORD = 'Signpost-2030!';
const SESSION_KEYS = ['auth_access_token', 'auth_refresh_token', 'auth_user'];

async function sessionEntries(page: Page): Promise<string[]> {
  return page.evaluate((keys) => keys.filter((key) => sessionStorage.getItem(key) !== null), SESSION_KEYS);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
}

/** Sign-up, sign-in, the header menu, sign-out and verification against the real auth endpoints. */
describe('accounts in a browser', () => {
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  let sites: FixtureSite[] = [];
  const email = `ada.${Date.now()}@example.com`;

  beforeAll(async () => {
    sites = await Promise.all([startFixtureSite({ pages: 4 }), startFixtureSite({ pages: 4 })]);
    // One free analysis a day, so the second shows the daily limit.
    harness = await startBrowserHarness({ PLAN_STARTER_ANALYSES: '1' });
    ({ browser, baseUrl } = harness);
  });

  afterAll(async () => {
    await harness?.close();
    for (const site of sites) await site.close();
  });

  async function signIn(page: Page) {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /^Account:/ }).waitFor();
  }

  async function analyse(page: Page, origin: string) {
    await page.goto(`${baseUrl}/analyze`);
    await page.getByRole('textbox', { name: 'Website URL' }).fill(`${origin}/`);
    await page.getByRole('button', { name: 'Analyze Website' }).click();
  }

  it('goes from the landing page to sign-up on the free plan, lands on /check-email, and signs out clean', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Start Free Analysis' }).click();
    await page.waitForURL('**/signup');
    // The sign-up page loads on first visit: until it has, the landing page is still on screen.
    const plan = page.getByRole('combobox', { name: 'Plan', exact: true });
    // A free button starts free; without Stripe the paid plans are there but cannot be chosen.
    await expect(plan.inputValue()).resolves.toBe('starter');
    await page
      .getByRole('option', { name: /^Coffee Power .*not available here$/ })
      .waitFor({ state: 'attached' });
    await expect(plan.locator('option[value="solo"]').isDisabled()).resolves.toBe(true);

    const create = page.getByRole('button', { name: 'Create Account' });
    await expect(create.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByText('Email is available').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${PASSWORD}x`);
    await page.getByText('Passwords do not match').waitFor();
    await expect(create.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await create.click();

    await page.waitForURL('**/check-email');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByRole('main').getByText(email).waitFor();
    expect(await sessionEntries(page)).toEqual(SESSION_KEYS);
    await page.getByRole('button', { name: /^Account: FREE/ }).waitFor();

    await signOut(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sessionEntries(page)).toEqual([]);
    await page.close();
  });

  it('refuses a wrong password with the invalid-credentials wording, then signs in and shows the tier', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .getByText('Invalid email or password. Please check your credentials and try again.')
      .waitFor();
    expect(await sessionEntries(page)).toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const account = page.getByRole('button', { name: /^Account:/ });
    await expect(account.textContent()).resolves.toContain('FREE');
    await account.click();
    await page.getByText(email, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await sessionEntries(page)).toEqual([]);
    await page.close();
  });

  it('verifies the address from the mailed link and moves on to /analyze', async () => {
    const path = await waitForVerificationPath(harness.dataDir, email);
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${path}`);

    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.getByText(`Your email ${email} has been successfully verified`).waitFor();
    await page.waitForURL('**/analyze', { timeout: 10_000 });

    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { name: /^(Already Verified|Verification Failed)$/ }).waitFor();
    await page.close();
  });

  it(
    'runs an analysis signed in, reaches the daily limit on the next, and signs out',
    { timeout: 90_000 },
    async () => {
      const [first, second] = sites;
      if (!first || !second) throw new Error('fixture sites missing');
      const page = await browser.newPage();
      await signIn(page);
      await analyse(page, first.origin);
      await page.getByRole('heading', { name: 'Expert-Guided Content Review' }).waitFor({ timeout: 60_000 });
      await page.close();

      const next = await browser.newPage();
      await signIn(next);
      await analyse(next, second.origin);
      const limit = next.getByRole('dialog', { name: 'Daily Limit Reached' });
      await limit.waitFor();
      await limit.getByRole('button', { name: 'Close' }).click();
      await signOut(next);
      expect(await sessionEntries(next)).toEqual([]);
      await next.close();
    },
  );
});
