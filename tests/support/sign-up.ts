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
