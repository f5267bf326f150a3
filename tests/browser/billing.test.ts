import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessionId,
  startFakeStripeHarness,
  type FakeStripeHarness,
} from '../support/fake-stripe-harness.js';
import { waitForVerificationPath } from '../support/outbox.js';
import { signUpOnFreePlan } from '../support/sign-up.js';

const PASSWORD = 'Signpost-2030!';

/** Buying plans in a browser, with a local fake standing in for Stripe's API and its webhooks. */
describe('billing in a browser', () => {
  let billing: FakeStripeHarness;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    billing = await startFakeStripeHarness();
    ({ browser, baseUrl } = billing.harness);
  });

  afterAll(async () => {
    await billing?.close();
  });

  it('signs a coffee buyer in from the success page on their click, before the webhook, then shows the plan', async () => {
    const email = `coffee.${Date.now()}@example.com`;
    const created = await fetch(`${baseUrl}/api/stripe/create-coffee-checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, websiteUrl: 'https://mysite.example' }),
    });
    expect(created.status).toBe(200);
    const sessionId = checkoutSessionId(((await created.json()) as { url: string }).url);
    const completion = billing.stripe.completeCheckout(sessionId);

    const page = await browser.newPage();
    const query = new URLSearchParams({ email, website: 'https://mysite.example', session_id: sessionId });
    await page.goto(`${baseUrl}/coffee-success?${query}`);

    // The link alone signs nobody in (it could be anyone's purchase): the buyer asks to be.
    await page.getByRole('heading', { name: 'Thank you for your purchase' }).waitFor();
    await page.getByText(email).waitFor();
    expect(await page.getByRole('button', { name: /^Account:/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in to my new account' }).click();

    await page.getByText('Brewing your analysis credits...').waitFor();
    await page.getByRole('heading', { name: 'Coffee Analysis Ready!' }).waitFor();
    await page.getByText('$4.95').waitFor();
    await page.getByText(sessionId).waitFor();
    await page.getByRole('button', { name: /^Account:/ }).waitFor();

    // The webhook is what puts the account on the plan; the page picks it up without a reload.
    await billing.deliver(completion.events);
    await page.getByRole('button', { name: /^Account: SOLO/ }).waitFor();
    const continueLink = page.getByRole('link', { name: 'Continue Analysis' });
    expect(await continueLink.getAttribute('href')).toBe('/?url=https%3A%2F%2Fmysite.example&coffee=true');
    await page.close();
  });

  it('upgrades a verified free account through checkout and shows the new plan on return', async () => {
    const email = `upgrade.${Date.now()}@example.com`;
    const page = await browser.newPage();
    await signUpOnFreePlan(page, baseUrl, email, PASSWORD);

    const path = await waitForVerificationPath(billing.harness.dataDir, email);
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();

    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('button', { name: 'Upgrade to Professional Power' }).click();
    // The fake speaks Stripe's API, not its checkout pages: arriving at its url is the hand-over.
    await page.waitForURL((url) => url.href.startsWith(billing.stripe.url));

    const completion = billing.stripe.completeCheckout(checkoutSessionId(page.url()));
    await billing.deliver(completion.events);
    await page.goto(`${baseUrl}/dashboard?tab=billing&checkout=success`);

    await page.getByText('Your plan: Professional Power').waitFor();
    await page.getByRole('button', { name: /^Account: GROWTH/ }).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    await page.close();
  });
});
