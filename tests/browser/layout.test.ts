import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startFixtureSite, type FixtureSite, type TestPostgres } from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { LAYOUT_WIDTHS, layoutProblems, radioAlignment } from '../support/layout-checks.js';
import { registerThroughApi, signInThroughForm } from '../support/sign-up.js';

const PASSWORD = 'Signpost-2030!';
/** Screenshots to look at by eye; outside the repository, never committed. */
const SCREENSHOT_DIR = '/tmp/screens';
const PAGES_MENU = ['Validate', 'Pricing', 'Docs'];
/** Agents that read the published file, so that its readers' chart has bars of three classes. */
const READER_AGENTS = [
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];

/**
 * Every main screen at 360, 768 and 1280 px in Chromium against the built server: nothing scrolls
 * sideways or hides columns of a table, every card has room inside, radios are one size, and the
 * header's pages stay reachable (behind a Menu button on a phone). The installation is self-hosted on
 * the growth plan (SELF_HOSTED_PLAN), so a new account has monitors without billing, and the pricing,
 * sign-up and billing screens say so.
 */
describe('the main screens at three widths', () => {
  let database: TestPostgres;
  let site: FixtureSite;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  const email = `layout.${Date.now()}@example.com`;

  /** The layout at each width, with the header's pages reachable, and a screenshot of each. */
  async function checkScreen(page: Page, name: string, noInnerScrollOnPhone: string | null = null) {
    const problems: string[] = [];
    for (const { name: width, ...size } of LAYOUT_WIDTHS) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const onPhone = size.width === 360;
      problems.push(
        ...(await layoutProblems(page, onPhone ? noInnerScrollOnPhone : null)).map(
          (line) => `${width}: ${line}`,
        ),
      );
      problems.push(...(await headerProblems(page, onPhone)).map((line) => `${width}: ${line}`));
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
    }
    expect(problems, name).toEqual([]);
  }

  /** Validate, Pricing and Docs in the header: in the row on wider screens, behind Menu on a phone. */
  async function headerProblems(page: Page, onPhone: boolean): Promise<string[]> {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    const visibleLinks = async () => {
      const shown: string[] = [];
      for (const name of PAGES_MENU) if (await nav.getByRole('link', { name }).isVisible()) shown.push(name);
      return shown;
    };
    if (!onPhone) {
      const problems = (await menu.isVisible()) ? ['a Menu button where the pages fit'] : [];
      const shown = await visibleLinks();
      return shown.length === PAGES_MENU.length ? problems : [...problems, `header shows only ${shown}`];
    }
    if (!(await menu.isVisible())) return ['no Menu button on a phone'];
    if ((await visibleLinks()).length > 0) return ['the pages show before Menu is opened'];
    await menu.click();
    const opened = await visibleLinks();
    await menu.click();
    return opened.length === PAGES_MENU.length ? [] : [`Menu reveals only ${opened.join(', ') || 'nothing'}`];
  }

  async function newWindow(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: LAYOUT_WIDTHS[2] });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Reject all' }).click();
    return { context, page };
  }

  async function visit(page: Page, path: string, heading: string | RegExp) {
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    database = await createTestDatabase();
    site = await startFixtureSite({ pages: 12 });
    harness = await startBrowserHarness({
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-layout-test-only-secret-long-enough-0123456789',
      SELF_HOSTED_PLAN: 'growth',
    });
    ({ browser, baseUrl } = harness);
    await registerThroughApi(baseUrl, email, PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await site?.close();
    await database?.drop();
  });

  it('lays out the public screens, and says on pricing and sign-up that payments are off', async () => {
    const { context, page } = await newWindow();
    await visit(page, '/', 'Show AI assistants the pages of your site that matter');
    await checkScreen(page, 'home');

    await visit(page, '/pricing', 'Pricing');
    await page
      .getByRole('note')
      .getByText(/Payments are off on this installation/)
      .waitFor();
    const growth = page.getByRole('article', { name: 'Professional Power', exact: true });
    for (const fact of ['Monitored sites', 'Published llms.txt', 'Readiness reports', 'API access']) {
      await growth.getByText(fact).waitFor();
    }
    await growth.getByRole('link', { name: 'Create your account' }).waitFor();
    await checkScreen(page, 'pricing');

    await visit(page, '/signup', 'Create Your Account');
    await page.getByText('Every account on this installation has the Professional Power plan').waitFor();
    await checkScreen(page, 'signup');

    await visit(page, '/validate', 'Validate Your llms.txt File');
    await page.getByText('Free validation: 3 checks per day').waitFor();
    await page.getByRole('radio', { name: 'Paste or drop the file' }).check();
    const text = page.getByRole('textbox', { name: 'llms.txt text' });
    await page.getByLabel('Choose a file…').setInputFiles({
      name: 'llms.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('# Chosen\n'),
    });
    // The browser reads the chosen file on its own time.
    await expect.poll(() => text.inputValue()).toBe('# Chosen\n');
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['# Dropped\n\n> Before it is deployed.\n'], 'llms.txt'));
      return transfer;
    });
    await page.locator('.validator__drop').dispatchEvent('drop', { dataTransfer: dropped });
    await expect.poll(() => text.inputValue()).toBe('# Dropped\n\n> Before it is deployed.\n');
    await checkScreen(page, 'validate-paste');

    await visit(page, '/docs', 'Documentation');
    for (const command of [
      'npx signpost generate https://example.com',
      'signpost validate https://example.com --fail-under 80',
      'signpost readiness https://example.com --fail-under 70 --json',
      'readiness-fail-under: 70',
    ]) {
      await page.getByText(command).first().waitFor();
    }
    await page.getByRole('button', { name: 'Copy the GitHub Action workflow' }).waitFor();
    await checkScreen(page, 'docs');

    await visit(page, '/readiness', 'Is Your Site Ready for AI Agents?');
    await checkScreen(page, 'readiness');
    await context.close();
  }, 120_000);

  it("lays out the wizard's plan choice with radios of one size, on the name's line", async () => {
    const { context, page } = await newWindow();
    await page.getByRole('textbox', { name: 'Website URL' }).first().fill(site.origin);
    await page.getByRole('button', { name: 'Analyze Website' }).first().click();
    await page.getByRole('heading', { name: 'Choose Your Analysis Type' }).waitFor();
    // A paid plan is chosen, never defaulted.
    await expect(page.getByRole('radio', { name: /^Free/ }).isChecked()).resolves.toBe(true);
    for (const { name, ...size } of LAYOUT_WIDTHS) {
      await page.setViewportSize(size);
      const radios = await radioAlignment(page);
      expect(new Set(radios.map((radio) => radio.size)).size, name).toBe(1);
      expect(Math.max(...radios.map((radio) => radio.offset)), name).toBeLessThanOrEqual(3);
    }
    await checkScreen(page, 'wizard-plans');
    await context.close();
  }, 60_000);

  it('lays out the signed-in screens: the wizard, the dashboard tabs, monitor and analysis cards', async () => {
    const { context, page } = await newWindow();
    await signInThroughForm(page, baseUrl, { email, password: PASSWORD }, '/analyze');
    await page.getByRole('textbox', { name: 'Website URL' }).fill(site.origin);
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    await page.getByRole('heading', { name: 'Expert-Guided Content Review' }).waitFor({ timeout: 90_000 });
    await page.getByRole('tab', { name: /^High Quality Only \(7\+\)/ }).waitFor();
    await checkScreen(page, 'review', '.page-list');

    await page.getByRole('button', { name: 'Generate llms.txt' }).click();
    await page.getByRole('heading', { name: 'Professional LLMs.txt File Generated' }).waitFor();
    await page.getByRole('region', { name: 'Sections table' }).waitFor();
    await checkScreen(page, 'generate');

    // Published and read by agents: the analysis's page shows its readers (checked below).
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const address = page.locator('.publish__address a').first();
    await address.waitFor();
    const publishedPath = new URL((await address.getAttribute('href')) ?? '').pathname;
    for (const userAgent of READER_AGENTS) {
      expect(
        (await fetch(`${baseUrl}${publishedPath}`, { headers: { 'user-agent': userAgent } })).status,
      ).toBe(200);
    }

    // The monitor added below starts an analysis of its own, unpublished, which may then head the list.
    await visit(page, '/dashboard?tab=analyses', 'Dashboard');
    const publishedAnalysis = page.getByRole('link', { name: /^View analysis of/ });
    await publishedAnalysis.first().waitFor();
    await expect(publishedAnalysis.count()).resolves.toBe(1);
    const publishedAnalysisPath = (await publishedAnalysis.getAttribute('href')) ?? '';

    // The installation's plan has monitors, with nothing bought.
    await visit(page, '/dashboard?tab=monitors', 'Dashboard');
    await page.getByRole('textbox', { name: 'Site URL' }).fill(site.origin);
    await page.getByRole('button', { name: 'Add Monitor' }).click();
    await page.locator('.monitor-card').first().waitFor();
    await checkScreen(page, 'dashboard-monitors');

    await visit(page, '/dashboard?tab=analyses', 'Dashboard');
    await page.locator('.analysis-item').first().waitFor();
    await checkScreen(page, 'dashboard-analyses');

    await visit(page, '/dashboard?tab=validator', 'Dashboard');
    await page.getByText('Signed in: unlimited checks').waitFor();
    await page.getByRole('radio', { name: 'Paste or drop the file' }).check();
    await page
      .getByRole('textbox', { name: 'llms.txt text' })
      .fill('# Pasted\n\n> A file not yet deployed.\n');
    await page.getByRole('button', { name: 'Validate File' }).click();
    await page.getByRole('heading', { name: 'Validation Result' }).waitFor();
    await page.getByText('Pasted text').waitFor();
    await checkScreen(page, 'dashboard-validator');

    await visit(page, '/dashboard?tab=billing', 'Dashboard');
    await page
      .getByRole('note')
      .getByText(/Payments are off on this installation/)
      .first()
      .waitFor();
    await checkScreen(page, 'dashboard-billing');

    await visit(page, '/dashboard', 'Dashboard');
    await checkScreen(page, 'dashboard-overview');

    await page.goto(`${baseUrl}${publishedAnalysisPath}`);
    const readers = page.getByRole('region', { name: 'Readers of your published file, last 30 days' });
    // Counted within a flush of the gateway's counter (seconds); the page is read again until then.
    await expect
      .poll(
        async () => {
          await page.reload();
          const summary = readers.locator('.readers__summary');
          await summary.waitFor();
          return summary.textContent();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toMatch(/^4 reads in the last 30 days/);
    await readers.getByText('The figures by agent and by day').click();
    await readers.getByRole('table', { name: 'Reads by agent' }).waitFor();
    await checkScreen(page, 'analysis-readers');
    await context.close();
  }, 300_000);
});
