import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  page as htmlPage,
  robotsTxt,
  startRoutedSite,
  urlset,
  type RoutedSite,
  type TestPostgres,
} from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { problemsAtBothWidths } from '../support/page-checks.js';
import { registerThroughApi, signInThroughForm } from '../support/sign-up.js';

const PASSWORD = 'Signpost-2030!';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
/** A check reads several files of the site and a sample of its pages: more than a plain page load. */
const CHECK_TIMEOUT_MS = 60_000;

/**
 * A site on loopback served by "nginx" (its fixes are written for it), with an llms.txt and a sitemap, a
 * robots.txt that shuts GPTBot out, and no markdown version of any page (every `.md` address answers 404).
 */
function startFlawedSite(): Promise<RoutedSite> {
  return startRoutedSite({
    '/': { ...htmlPage('Quill docs', ['/guide', '/api']), headers: { server: 'nginx/1.27.0' } },
    '/guide': htmlPage('Guide'),
    '/api': htmlPage('API reference'),
    '/llms.txt': {
      type: 'text/plain; charset=utf-8',
      body: '# Quill\n\n> Docs for Quill.\n\n## Docs\n\n- [Guide]({origin}/guide): Start here\n- [API]({origin}/api): Every call\n',
    },
    '/robots.txt': robotsTxt(
      'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n\nSitemap: {origin}/sitemap.xml\n',
    ),
    '/sitemap.xml': urlset([{ path: '/' }, { path: '/guide' }, { path: '/api' }]),
  });
}

/** A check through the API from this process: it shares the browser's loopback address and allowance. */
async function checkThroughApi(baseUrl: string, url: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/agent-readiness`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The report's text as shown: two views of one report read the same, word for word. */
const reportText = (page: Page) => page.getByRole('region', { name: 'Agent Readiness Report' }).textContent();

/** The score as the page shows it, e.g. "Score: 42/100" (the word "Score:" is there for screen readers). */
const scoreText = (page: Page) => page.locator('.readiness__report .score-figure').textContent();

async function waitForReport(page: Page) {
  await page.getByRole('heading', { name: 'Agent Readiness Report' }).waitFor({ timeout: CHECK_TIMEOUT_MS });
}

/** /readiness and the dashboard's Validator tab in headless Chromium against the built all-in-one server. */
describe('the agent-readiness report in a browser', () => {
  let site: RoutedSite;
  let database: TestPostgres;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  const email = `ada.readiness.${Date.now()}@example.com`;

  beforeAll(async () => {
    site = await startFlawedSite();
    // Postgres rather than the embedded PGlite, as in the dashboard's test: its migrations are quicker.
    database = await createTestDatabase();
    harness = await startBrowserHarness({
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-readiness-test-only-secret-long-enough-0123456789',
    });
    ({ browser, baseUrl } = harness);
    await registerThroughApi(baseUrl, email, PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await database?.drop();
    await site?.close();
  });

  it(
    'checks a site, shows the score, the checks and their fixes, and reopens the report from its link',
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Agent Readiness' })
        .click();
      await page.getByRole('heading', { name: 'Is Your Site Ready for AI Agents?' }).waitFor();
      await page.getByText('Free checks: 3 per day, shared with the validator').waitFor();
      const button = page.getByRole('button', { name: 'Check Readiness' });
      await expect(button.isDisabled()).resolves.toBe(true);
      expect(await problemsAtBothWidths(page)).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('textbox', { name: 'Website URL' }).fill(site.origin);
      await button.click();
      await waitForReport(page);
      await page.waitForURL(/\/readiness\?report=/);
      const reportId = new URL(page.url()).searchParams.get('report') ?? '';
      expect(reportId).toMatch(UUID);

      await expect(scoreText(page)).resolves.toMatch(/^Score: \d{1,3}\/100$/);
      await page.getByText(/^(Ready for AI agents|Almost ready|Needs work)$/).waitFor();
      await expect(page.getByText(site.origin, { exact: false }).first().isVisible()).resolves.toBe(true);

      await page.getByText('Fixes written for nginx').waitFor();
      // GPTBot is shut out by robots.txt: a training agent, so the crawler check passes and names it.
      const crawlers = page.getByRole('region', { name: /^AI crawlers/ });
      await crawlers
        .getByRole('listitem')
        .filter({ hasText: /Pass.*GPTBot/ })
        .waitFor();
      // No page has a markdown copy: that check fails, and its fix says where the copies go.
      const markdown = page.getByRole('region', { name: /^Markdown for agents/ });
      const missing = markdown.getByRole('listitem').filter({ hasText: /✗ Fail/ });
      await expect(missing.count()).resolves.toBeGreaterThan(0);
      await expect(missing.first().getByText('How to fix').isVisible()).resolves.toBe(true);
      await expect(missing.first().locator('.readiness__fix-text').textContent()).resolves.toMatch(/\.md\b/);
      // Within a group the worst comes first: no failure follows a pass.
      const markers = await page
        .locator('.readiness__group')
        .evaluateAll((groups) =>
          groups.map((group) =>
            [...group.querySelectorAll('.readiness__status')].map((marker) => marker.textContent?.trim()),
          ),
        );
      const rank = ['✗ Fail', '! Warning', '✓ Pass', '– Skipped'];
      for (const group of markers) {
        const ranks = group.map((marker) => rank.indexOf(marker ?? ''));
        expect(ranks).not.toContain(-1);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }

      expect(await problemsAtBothWidths(page)).toEqual([]);

      const shown = await reportText(page);
      // The share link is the page's own address, and copying it puts the whole address on the clipboard.
      const shared = `/readiness?report=${reportId}`;
      await expect(
        page.getByRole('link', { name: `${baseUrl}${shared}` }).getAttribute('href'),
      ).resolves.toBe(shared);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseUrl}${shared}`);

      // Opened afresh, in another browser session, the link shows the same report, read from the server.
      const other = await browser.newPage();
      const reads: string[] = [];
      other.on('request', (request) => {
        if (request.url().includes('/api/agent-readiness'))
          reads.push(`${request.method()} ${request.url()}`);
      });
      await other.goto(`${baseUrl}${shared}`);
      await waitForReport(other);
      await expect(reportText(other)).resolves.toBe(shown);
      expect(reads).toEqual([`GET ${baseUrl}/api/agent-readiness/${reportId}`]);
      expect(await problemsAtBothWidths(other)).toEqual([]);

      // An id no report has reads as such, not as a broken page.
      await other.goto(`${baseUrl}/readiness?report=00000000-0000-4000-8000-000000000000`);
      await expect(other.getByRole('alert').textContent()).resolves.toContain('No report has that address.');
      await other.close();

      // Two more checks use up the day's three; the fourth is refused with the server's own sentence.
      await expect(checkThroughApi(baseUrl, site.origin)).resolves.toBe(200);
      await expect(checkThroughApi(baseUrl, site.origin)).resolves.toBe(200);
      await page.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin}/guide`);
      await page.getByRole('button', { name: 'Check Readiness' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain(
        'You have used all 3 free checks for today. The limit resets at midnight UTC.',
      );
      // The report already shown stays: it is the one the address names.
      await page.getByRole('button', { name: 'Copy link' }).waitFor();
      await expect(reportText(page)).resolves.toBe(shown);
      await context.close();
    },
    CHECK_TIMEOUT_MS * 2,
  );

  it(
    'shows the same report in the dashboard’s Validator tab, beside the llms.txt check',
    async () => {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await signInThroughForm(page, baseUrl, { email, password: PASSWORD }, '/dashboard?tab=validator');
      await page.getByRole('heading', { name: 'Validate an llms.txt file' }).waitFor();
      await expect(page.getByRole('button', { name: 'Validate File' }).isVisible()).resolves.toBe(true);

      await page.getByRole('radio', { name: 'Full agent readiness' }).check();
      await page.getByRole('heading', { name: 'Check a site’s agent readiness' }).waitFor();
      await expect(page.getByRole('button', { name: 'Validate File' }).isVisible()).resolves.toBe(false);
      // Signed-in checks are not counted, so the daily allowance is not mentioned.
      await expect(page.getByText('Free checks: 3 per day', { exact: false }).count()).resolves.toBe(0);
      await page.getByRole('textbox', { name: 'Website URL' }).fill(site.origin);
      await page.getByRole('button', { name: 'Check Readiness' }).click();
      await waitForReport(page);
      await expect(scoreText(page)).resolves.toMatch(/^Score: \d{1,3}\/100$/);
      await expect(
        page.getByRole('link', { name: /\/readiness\?report=/ }).getAttribute('href'),
      ).resolves.toMatch(new RegExp(`^/readiness\\?report=${UUID.source}$`));
      expect(await problemsAtBothWidths(page)).toEqual([]);

      // Back to the llms.txt check and again to the report: each is where it was left.
      await page.getByRole('radio', { name: 'llms.txt only' }).check();
      await expect(page.getByRole('button', { name: 'Validate File' }).isVisible()).resolves.toBe(true);
      await page.getByRole('radio', { name: 'Full agent readiness' }).check();
      await expect(page.getByRole('heading', { name: 'Agent Readiness Report' }).isVisible()).resolves.toBe(
        true,
      );
      await page.close();
    },
    CHECK_TIMEOUT_MS * 2,
  );
});
