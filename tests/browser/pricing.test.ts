import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { signUpOnFreePlan } from '../support/sign-up.js';

const PASSWORD = 'Signpost-2030!';
const PAID_PLANS = ['Coffee Power', 'Professional Power', 'Agency & API'];

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * /pricing on an installation without Stripe settings (the harness default): the server's catalogue,
 * the 'payments are not set up' notice and disabled paid plans, for a visitor and for a free account.
 */
describe('the pricing page in a browser', () => {
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  const email = `grace.${Date.now()}@example.com`;

  beforeAll(async () => {
    // An override the contracts' defaults do not have, so the page is seen to read the server's catalogue.
    harness = await startBrowserHarness({ PLAN_GROWTH_PRICE_CENTS: '1995' });
    ({ browser, baseUrl } = harness);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it("shows a visitor the server's four plans, the guarantee, and paid plans closed while payments are off", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();

    await page
      .getByRole('note')
      .getByText(/payments are not set up on this installation/i)
      .waitFor();
    await planCard(page, 'Professional Power').getByText('$19.95').waitFor();
    await expect(planCard(page, 'Free').textContent()).resolves.toContain('$0');
    await expect(planCard(page, 'Coffee Power').textContent()).resolves.toContain('$4.95');
    await expect(planCard(page, 'Agency & API').textContent()).resolves.toContain('$29.95');
    await expect(planCard(page, 'Free').textContent()).resolves.toContain('3 analyses per day');

    const startFree = planCard(page, 'Free').getByRole('link', { name: 'Start Free' });
    await expect(startFree.getAttribute('href')).resolves.toBe('/signup?tier=starter');
    for (const name of PAID_PLANS) {
      const choose = planCard(page, name).getByRole('button', { name: `Choose ${name}` });
      await expect(choose.isDisabled()).resolves.toBe(true);
    }

    await page.getByRole('heading', { name: '30-day money-back guarantee' }).waitFor();
    const subscription = page.getByRole('region', { name: 'Manage your subscription' });
    await expect(subscription.getByRole('link', { name: 'Back to App' }).getAttribute('href')).resolves.toBe(
      '/analyze',
    );
    await page.close();
  });

  it('says a cancelled checkout charged nothing and takes the notice off the address', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/pricing?checkout=cancelled`);

    await page.getByRole('status').getByText('Checkout cancelled. Nothing was charged.').waitFor();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.close();
  });

  it("marks a new free account's plan as current and keeps the paid plans closed", async () => {
    const page = await browser.newPage();
    await signUpOnFreePlan(page, baseUrl, email, PASSWORD);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await planCard(page, 'Free').getByText('Current plan').waitFor();
    await expect(planCard(page, 'Free').getByRole('link').count()).resolves.toBe(0);
    for (const name of PAID_PLANS) {
      const upgrade = planCard(page, name).getByRole('button', { name: `Upgrade to ${name}` });
      await expect(upgrade.isDisabled()).resolves.toBe(true);
    }
    const subscription = page.getByRole('region', { name: 'Manage your subscription' });
    await subscription.getByText(/You are on the Free plan/).waitFor();

    // Stripe's success return lands on the dashboard, which tells it and shows the plan.
    await page.goto(`${baseUrl}/dashboard?tab=billing&checkout=success&session_id=cs_test_123`);
    await page
      .getByRole('status')
      .getByText('Payment successful! Your plan will update in a moment.')
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Your plan: Free').waitFor();
    await page.waitForURL(`${baseUrl}/dashboard?tab=billing`);
    await page.close();
  });
});
