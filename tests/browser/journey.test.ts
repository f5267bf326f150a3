import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, startMultilingualSite, type FixtureSite } from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';

/**
 * The product as a person uses it: the all-in-one server on its embedded defaults, a website on
 * loopback, and headless Chromium typing the address, reviewing, generating and downloading.
 */
/** /analyze is for signed-in users: a visitor signs in (here through demo mode) and comes back. */
async function signInThroughDemo(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/analyze`);
  await page.waitForURL(`${baseUrl}/login?returnTo=%2Fanalyze`);
  const rejectCookies = page.getByRole('button', { name: 'Reject all' });
  if (await rejectCookies.isVisible()) await rejectCookies.click();
  await page.getByRole('button', { name: 'Try Demo Mode' }).click();
  await page.waitForURL(`${baseUrl}/analyze`);
}

const linkPaths = (text: string) =>
  [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => new URL(match[1] ?? '').pathname).sort();

describe('the analysis journey in a browser', () => {
  let site: FixtureSite;
  let multilingual: Awaited<ReturnType<typeof startMultilingualSite>>;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 12 });
    multilingual = await startMultilingualSite({ xDefault: false });
    harness = await startBrowserHarness({ PLAN_STARTER_MAX_PAGES: '50' });
    ({ browser, baseUrl } = harness);
  });

  afterAll(async () => {
    await harness?.close();
    await site?.close();
    await multilingual?.close();
  });

  it('goes from typing an address to a downloaded llms.txt', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughDemo(page, baseUrl);

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

  it('writes the llms.txt of another language, and one file per language with its place', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughDemo(page, baseUrl);
    await page.getByRole('textbox', { name: 'Website URL' }).fill(`${multilingual.origin}/`);
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    await page.getByRole('heading', { name: 'Expert-Guided Content Review' }).waitFor({ timeout: 60_000 });

    // English is the site's default: the list holds its pages only, the translations are other files.
    const language = page.getByRole('combobox', { name: 'Language of the file' });
    await expect(language.inputValue()).resolves.toBe('en');
    const englishCount = multilingual.englishPaths.length;
    expect(await page.getByRole('checkbox').count()).toBe(englishCount);

    await language.selectOption('de');
    await page.getByText(`Publish it at ${multilingual.origin}/de/llms.txt`).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(englishCount);
    const germanTitles = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
    expect(germanTitles.every((title) => title.includes('(de)'))).toBe(true);

    await page.getByRole('button', { name: 'Generate llms.txt' }).click();
    await page.getByRole('heading', { name: 'Professional LLMs.txt File Generated' }).waitFor();
    await page.getByText(`${multilingual.origin}/de/llms.txt`, { exact: true }).waitFor();
    const preview = (await page.getByLabel('llms.txt preview').textContent()) ?? '';
    expect(linkPaths(preview)).toEqual(multilingual.englishPaths.map((path) => `/de${path}`).sort());

    await page.getByText(`Publish at ${multilingual.origin}/fr/llms.txt`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the French llms.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('llms-fr.txt');
    const french = readFileSync((await download.path())!, 'utf8');
    expect(linkPaths(french)).toEqual(multilingual.englishPaths.map((path) => `/fr${path}`).sort());
    await context.close();
  });
});
