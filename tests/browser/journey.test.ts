import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';

/**
 * The product as a person uses it: the all-in-one server on its embedded defaults, a website on
 * loopback, and headless Chromium typing the address, reviewing, generating and downloading.
 */
describe('the analysis journey in a browser', () => {
  let site: FixtureSite;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 12 });
    harness = await startBrowserHarness({ PLAN_STARTER_MAX_PAGES: '50' });
    ({ browser, baseUrl } = harness);
  });

  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('goes from typing an address to a downloaded llms.txt', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    // /analyze is for signed-in users: a visitor signs in (here through demo mode) and comes back.
    await page.goto(`${baseUrl}/analyze`);
    await page.waitForURL(`${baseUrl}/login?returnTo=%2Fanalyze`);
    const rejectCookies = page.getByRole('button', { name: 'Reject all' });
    if (await rejectCookies.isVisible()) await rejectCookies.click();
    await page.getByRole('button', { name: 'Try Demo Mode' }).click();
    await page.waitForURL(`${baseUrl}/analyze`);

    const analyzeButton = page.getByRole('button', { name: 'Analyze Website' });
    await page.getByRole('textbox', { name: 'Website URL' }).fill('not a site');
    await expect(analyzeButton.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin}/`);
    await analyzeButton.click();

    // A starter account passes the tier-limits check first, which goes on by itself.
    await page.getByRole('heading', { name: 'Checking Your Plan Limits' }).waitFor();
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
      page.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('llms.txt');
    const content = readFileSync((await download.path())!, 'utf8');
    expect(content.startsWith('# Fixture Co\n\n> ')).toBe(true);
    expect(content).toContain(`](${site.origin}/blog/page-3)`);
    expect(content).not.toContain('/docs/page-1)');
    expect(content).not.toMatch(/^## Documentation$/m);
    expect(content.endsWith('\n')).toBe(true);

    const [fullDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download llms-full.txt' }).click(),
    ]);
    expect(fullDownload.suggestedFilename()).toBe('llms-full.txt');
    const full = readFileSync((await fullDownload.path())!, 'utf8');
    expect(full.startsWith('# Fixture Co\n')).toBe(true);
    expect(full).toContain(`Source: ${site.origin}/blog/page-3`);
    expect(full).not.toContain(`Source: ${site.origin}/docs/page-1`);
    await context.close();
  });
});
