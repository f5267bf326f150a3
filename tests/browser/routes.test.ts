import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startFixtureSite, type FixtureSite, type TestPostgres } from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { axeViolations, overflowingElements, sidewaysOverflow, WIDTHS } from '../support/page-checks.js';

/** Where each screen's screenshots land, at both widths (docs/architecture.md, "Tests"); gitignored. */
const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
}

/** Every route (docs/product-rules.md, Screens), each dashboard tab, and a path outside the table. */
const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/' },
  { name: 'validate', path: '/validate' },
  { name: 'readiness', path: '/readiness' },
  { name: 'pricing', path: '/pricing' },
  { name: 'about', path: '/about' },
  { name: 'docs', path: '/docs' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/privacy' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms', path: '/terms' },
  { name: 'cookies', path: '/cookies' },
  { name: 'blog', path: '/blog' },
  { name: 'signup', path: '/signup' },
  { name: 'login', path: '/login' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=not-a-real-token' },
  { name: 'check-email', path: '/check-email' },
  { name: 'coffee-success', path: '/coffee-success?session_id=cs_test_none&email=ada%40example.com' },
  { name: 'verify-email', path: '/verify-email?token=not-a-real-token' },
  { name: 'subscription', path: '/subscription' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'analyze', path: '/analyze', signedIn: true },
  { name: 'dashboard-overview', path: '/dashboard', signedIn: true },
  { name: 'dashboard-analyses', path: '/dashboard?tab=analyses', signedIn: true },
  { name: 'dashboard-validator', path: '/dashboard?tab=validator', signedIn: true },
  { name: 'dashboard-billing', path: '/dashboard?tab=billing', signedIn: true },
  { name: 'dashboard-settings', path: '/dashboard?tab=settings', signedIn: true },
  { name: 'analysis-detail', path: '/analysis/00000000-0000-4000-8000-000000000000', signedIn: true },
];

/** The serious and critical axe-core violations of the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((line) => /^(?:serious|critical) /.test(line));
}

/** The page is drawn: a heading in the main area, the lazy route loaded and its first calls answered. */
async function settle(page: Page) {
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * The page as it is drawn now, at each width: its serious accessibility violations and, on a phone, its
 * sideways scrolling, one line each. A screenshot of each width is kept.
 */
async function screenProblems(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { name: size, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    problems.push(...(await seriousViolations(page)).map((line) => `${size}: ${line}`));
    if (width === 360) {
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) {
        const culprits = (await overflowingElements(page)).join(', ');
        problems.push(`phone: the page scrolls sideways by ${overflow} px (${culprits})`);
      }
    }
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size}.png`), fullPage: true });
  }
  return problems;
}

/**
 * Every screen in headless Chromium: no serious accessibility violation, no sideways scrolling on a phone;
 * then the screens that change once an analysis has run (the generate step, and home with that run).
 */
describe('every route at desktop and phone width', () => {
  let database: TestPostgres;
  let site: FixtureSite;
  let harness: BrowserHarness;
  let visitor: Page;
  let member: Page;

  async function dismissConsent(page: Page) {
    await page.goto(`${harness.baseUrl}/`);
    await page.getByRole('button', { name: 'Reject all' }).click();
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // Postgres rather than the embedded PGlite, whose migrations take over a minute on a busy machine.
    database = await createTestDatabase();
    site = await startFixtureSite({ pages: 4 });
    harness = await startBrowserHarness({
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-routes-test-only-secret-long-enough-0123456789',
    });
    visitor = await harness.browser.newPage();
    member = await harness.browser.newPage();
    await dismissConsent(visitor);
    await dismissConsent(member);
    // A registered account (a demo session cannot publish), signed in without mail: the session goes
    // where the app keeps it.
    await member.evaluate(async () => {
      const password = 'Routes-Test-Password-1';
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'routes-member@example.com', password, confirmPassword: password }),
      });
      const session = (await response.json()) as { accessToken: string; refreshToken: string; user: unknown };
      sessionStorage.setItem('auth_access_token', session.accessToken);
      sessionStorage.setItem('auth_refresh_token', session.refreshToken);
      sessionStorage.setItem('auth_user', JSON.stringify(session.user));
    });
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await site?.close();
    await database?.drop();
  });

  it.each(SCREENS)(
    '$name ($path)',
    async ({ name, path, signedIn }) => {
      const page = signedIn ? member : visitor;
      await page.setViewportSize(WIDTHS[0]);
      await page.goto(`${harness.baseUrl}${path}`);
      await settle(page);
      if (signedIn) await page.getByRole('button', { name: /^Account:/ }).waitFor();

      expect(await screenProblems(page, name)).toEqual([]);
    },
    60_000,
  );

  describe('once an analysis has run', () => {
    beforeAll(async () => {
      await member.setViewportSize(WIDTHS[0]);
      await member.goto(`${harness.baseUrl}/analyze`);
      await member.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin}/`);
      await member.getByRole('button', { name: 'Analyze Website' }).click();
      await member
        .getByRole('heading', { name: 'Expert-Guided Content Review' })
        .waitFor({ timeout: 60_000 });
      await member.getByRole('button', { name: 'Generate llms.txt' }).click();
      await member.getByRole('heading', { name: 'Professional LLMs.txt File Generated' }).waitFor();
    }, 120_000);

    it('the generate step', async () => {
      await member.setViewportSize(WIDTHS[0]);
      await member.getByLabel('llms.txt preview').waitFor();
      expect(await screenProblems(member, 'analyze-generated')).toEqual([]);
    }, 60_000);

    it('the generate step with the file published, and its address serving it', async () => {
      await member.setViewportSize(WIDTHS[0]);
      await member.getByRole('button', { name: 'Publish', exact: true }).click();
      const address = member.getByRole('link', { name: /\/s\/[a-z0-9-]+\/llms\.txt$/ });
      await address.waitFor();
      await member.getByText('Point your site’s /llms.txt here').click();
      expect(await screenProblems(member, 'analyze-published')).toEqual([]);
      const path = new URL((await address.getAttribute('href')) ?? '').pathname;
      const served = await member.evaluate(async (href) => {
        const response = await fetch(href);
        return {
          status: response.status,
          cors: response.headers.get('access-control-allow-origin'),
          text: await response.text(),
        };
      }, path);
      expect(served).toMatchObject({ status: 200, cors: '*' });
      expect(served.text).toMatch(/^# /);
    }, 60_000);

    it('home with the run restored', async () => {
      await member.setViewportSize(WIDTHS[0]);
      await member.goto(`${harness.baseUrl}/`);
      await settle(member);
      await member.getByRole('heading', { name: 'Professional LLMs.txt File Generated' }).waitFor();
      expect(await screenProblems(member, 'home-generated')).toEqual([]);
    }, 60_000);
  });
});
