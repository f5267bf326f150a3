import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestPostgres } from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';

/**
 * The 404 page (docs/product-rules.md, Screens), the consent banner and the help dialog in a real browser.
 */
// Seconds each when the machine is quiet; the margin is for a machine busy with other test files.
describe('the 404 page, consent and help', { timeout: 60_000 }, () => {
  let database: TestPostgres;
  let harness: BrowserHarness;
  let page: Page;

  beforeAll(async () => {
    // Postgres rather than the embedded PGlite, whose migrations take over a minute on a busy machine.
    database = await createTestDatabase();
    harness = await startBrowserHarness({
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-not-found-test-only-secret-long-enough-0123456789',
    });
    page = await harness.browser.newPage();
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await database?.drop();
  });

  it('asks for consent with everything denied by default, and loads no third-party script', async () => {
    await page.goto(`${harness.baseUrl}/no-such-page`);
    const banner = page.getByRole('region', { name: 'Cookies on Signpost' });
    await banner.waitFor();
    const consent = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
          .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
          .map((entry) => Array.from(entry as IArguments)),
      );
    expect(await consent()).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
    ]);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await consent()).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    // No tag manager id is configured, so nothing third-party loads even with consent.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((script) => script.src).filter(Boolean),
    );
    expect(scripts.every((src) => src.startsWith(harness.baseUrl))).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect(banner.count()).resolves.toBe(0);
  });

  it("leaves the server's own pages to the server: /metrics is Prometheus's text, not the web app", async () => {
    const metrics = await fetch(`${harness.baseUrl}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toContain('signpost_http_request_duration_seconds');
    const unknown = await fetch(`${harness.baseUrl}/no-such-page`);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('shows Go Home and Try Again, with links to the homepage and the dashboard', async () => {
    await page.goto(`${harness.baseUrl}/no-such-page?x=1`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const links = page.getByRole('navigation', { name: 'Helpful links' });
    await expect(links.getByRole('link', { name: 'Homepage' }).getAttribute('href')).resolves.toBe('/');
    await expect(links.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe(
      '/dashboard',
    );

    // Try Again reloads: a marker left on the window is gone afterwards, the page is the same.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()]);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/no-such-page');

    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${harness.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('opens the help dialog on a topic with steps, tips, troubleshooting and the way to the docs', async () => {
    await page.goto(`${harness.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: /^Help:/ });
    await dialog.getByRole('heading', { name: 'Help: Entering your website address' }).waitFor();
    for (const section of ['Steps', 'Tips', 'Troubleshooting']) {
      await dialog.getByRole('heading', { name: section }).waitFor();
    }
    await dialog.getByLabel('Topic').selectOption('generation');
    await dialog.getByRole('heading', { name: 'Help: Your llms.txt file' }).waitFor();
    await expect(dialog.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).resolves.toMatch(
      /^mailto:/,
    );
    await dialog.getByRole('link', { name: 'Documentation' }).click();
    await page.waitForURL(`${harness.baseUrl}/docs`);
    await page.getByRole('heading', { name: 'Public API' }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'POST/api/analyze' })
      .getByText('Bearer sp_…')
      .waitFor();
  });

  it('clears the contact form with the toast, sending nothing', async () => {
    await page.goto(`${harness.baseUrl}/contact`);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(request.url());
    });
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('Ada');
    await main.getByLabel('Email').fill('ada@example.com');
    await main.getByLabel('Subject').fill('Hello');
    await main.getByLabel('Message').fill('A question');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("Message sent! I'll get back to you soon.").waitFor();
    await expect(main.getByLabel('Name').inputValue()).resolves.toBe('');
    expect(requests).toEqual([]);
  });
});
