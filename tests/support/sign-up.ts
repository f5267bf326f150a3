import type { Page } from 'playwright-core';

/** Makes a free account through the /signup form and waits for the check-email page it leads to. */
export async function signUpOnFreePlan(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/signup?tier=starter`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByText('Email is available').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/check-email');
}

/** Makes an account through the API, as a test's setup rather than the thing it tests. */
export async function registerThroughApi(baseUrl: string, email: string, password: string): Promise<void> {
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password }),
  });
  if (registered.status !== 201) throw new Error(`registering ${email} answered ${registered.status}`);
}

/** Signs in through /login, which brings the person back to `returnTo`. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  returnTo: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login?${new URLSearchParams({ returnTo })}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}${returnTo}`);
}
