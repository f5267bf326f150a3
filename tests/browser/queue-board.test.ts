import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestRedis,
  TEST_METRICS_TOKEN,
  type TestPostgres,
  type TestRedis,
} from '@signpost/testing';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { waitForVerificationPath } from '../support/outbox.js';
import { registerThroughApi, signInThroughForm } from '../support/sign-up.js';

const PASSWORD = 'Queue-Board-2030!';
const SETTINGS = '/dashboard?tab=settings';

/**
 * The queue board as an administrator reaches it: from the Settings tab of the dashboard, on the
 * distributed backend (BullMQ), where the board exists, once the administrator's address is verified;
 * other accounts are never offered it.
 */
describe('the queue board from the dashboard', () => {
  let database: TestPostgres;
  let redis: TestRedis;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  const admin = { email: `ada.${Date.now()}@example.com`, password: PASSWORD };
  const member = { email: `max.${Date.now()}@example.com`, password: PASSWORD };

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await createTestRedis();
    harness = await startBrowserHarness({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: redis.prefix,
      METRICS_TOKEN: TEST_METRICS_TOKEN,
      JWT_SECRET: 'a-queue-board-test-only-secret-long-enough-0123456789',
      ADMIN_EMAILS: admin.email,
    });
    ({ browser, baseUrl } = harness);
    for (const account of [admin, member]) await registerThroughApi(baseUrl, account.email, PASSWORD);
    // The board opens only for a verified address in ADMIN_EMAILS.
    const verification = await waitForVerificationPath(harness.dataDir, admin.email);
    const verified = await fetch(`${baseUrl}/api/auth${verification}`);
    if (!verified.ok) throw new Error(`verifying ${admin.email} answered ${verified.status}`);
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
    await redis?.cleanup();
    await database?.drop();
  });

  it('opens the board for an administrator, with every queue listed', async () => {
    const page = await (await browser.newContext()).newPage();
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    await signInThroughForm(page, baseUrl, admin, SETTINGS);
    await page.getByRole('heading', { name: 'Job queues' }).waitFor();
    await page.getByRole('button', { name: 'Open Queue Board' }).click();
    await page.waitForURL(`${baseUrl}/admin/queues`);
    for (const queue of ['discovery', 'extraction', 'scoring']) {
      await page.getByText(queue, { exact: true }).first().waitFor();
    }
    // The dashboard and the board each run under their own Content-Security-Policy, unhindered.
    expect(policyViolations).toEqual([]);
  });

  it('offers nothing to an account that is not an administrator', async () => {
    const page = await (await browser.newContext()).newPage();
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/queue-board-access'),
    );
    await signInThroughForm(page, baseUrl, member, SETTINGS);
    await expect((await answered).json()).resolves.toEqual({ allowed: false });
    await page.getByRole('heading', { name: 'Sign-in and security' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Job queues' }).count()).resolves.toBe(0);
    expect((await page.goto(`${baseUrl}/admin/queues`))?.status()).toBe(401);
  });
});
