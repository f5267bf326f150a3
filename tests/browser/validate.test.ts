import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '@signpost/testing/servers';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';

/** A site on loopback with one flawed llms.txt at its root and a flawless one under /perfect/. */
async function startLlmsSite() {
  let origin = '';
  const files = (): Record<string, string> => ({
    '/llms.txt': `# Flawed\n\n## Docs\n\n- [Docs](${origin}/docs)\n- [Private](${origin}/private/page): Hidden\n- [Relative](/docs)\n- [Gone](/gone)\n- [Again](/docs)\n`,
    '/perfect/llms.txt': `# Perfect\n\n> A flawless file.\n\nRead the docs first.\n\n## Docs\n\n- [Docs](${origin}/docs): Everything\n`,
    '/robots.txt': 'User-agent: GPTBot\nDisallow: /private/\n',
    '/docs': 'Docs',
    '/private/page': 'Private',
  });
  const server = await startLocalServer((request, response) => {
    const body = files()[request.url ?? ''];
    if (body === undefined) response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    else response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
  });
  origin = server.url;
  return {
    origin,
    close: server.close,
  };
}

/** The /validate page in headless Chromium against the all-in-one server on its embedded defaults. */
describe('the validator page in a browser', () => {
  let site: Awaited<ReturnType<typeof startLlmsSite>>;
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startLlmsSite();
    harness = await startBrowserHarness();
    ({ browser, baseUrl } = harness);
  });

  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  async function check(page: Page, address: string) {
    await page.getByRole('textbox', { name: 'Website URL' }).fill(address);
    await page.getByRole('button', { name: 'Validate File' }).click();
  }

  it('checks a site, shows score, issues and robots conflicts, clears on edit, and enforces the daily limit', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validate' }).click();
    await page.getByRole('heading', { name: 'Validate Your llms.txt File' }).waitFor();
    await expect(page.getByText('Free validation: 3 checks per day').isVisible()).resolves.toBe(true);
    const robots = page.getByRole('checkbox', { name: 'Check for robots.txt conflicts' });
    await expect(robots.isChecked()).resolves.toBe(true);
    const button = page.getByRole('button', { name: 'Validate File' });
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(
      page.getByRole('link', { name: 'Generate your llms.txt' }).getAttribute('href'),
    ).resolves.toBe('/analyze');

    await page.getByRole('textbox', { name: 'Website URL' }).fill(site.origin);
    await page.getByText(`Will check: ${site.origin}/llms.txt`).waitFor();
    await button.click();
    await page.getByRole('heading', { name: 'Validation Result' }).waitFor();
    await page.getByText('Issues found').waitFor();
    // 100 − summary 10 − relative links 5 (one fix for the three) − /docs listed again 2 × 2 − /gone
    // broken 5 − page blocked by robots.txt 3.
    expect(await page.getByLabel('Score 73 out of 100').getAttribute('class')).toContain(
      'score-figure--poor',
    );
    const issues = page.getByRole('list', { name: 'Issues' });
    await expect(issues.textContent()).resolves.toMatch(/No blockquote summary follows the H1/);
    await expect(issues.textContent()).resolves.toMatch(
      /"\/docs" is a relative link; from this file's address it leads to http:\/\/127\.0\.0\.1:\d+\/docs\.3 occurrences, e\.g\.:/,
    );
    await expect(issues.textContent()).resolves.toMatch(/\/gone answers HTTP 404/);
    await expect(page.getByRole('list', { name: 'Recommendations' }).textContent()).resolves.toContain(
      'Describe your links',
    );
    await expect(page.getByRole('list', { name: 'robots.txt conflicts' }).textContent()).resolves.toMatch(
      /\/private\/page is linked from llms\.txt but disallowed for GPTBot.*User-agent: GPTBot \/ Disallow: \/private\//,
    );
    await expect(page.getByText('Excellent quality!').count()).resolves.toBe(0);

    await page.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin}/perfect`);
    await expect(page.getByRole('heading', { name: 'Validation Result' }).count()).resolves.toBe(0);

    await button.click();
    await page.getByRole('heading', { name: 'Perfect Score!' }).waitFor();
    await page.getByText('Excellent quality!').waitFor();
    await page.getByText('Valid llms.txt').waitFor();
    expect(await page.getByLabel('Score 100 out of 100').getAttribute('class')).toContain(
      'score-figure--good',
    );

    await check(page, `${site.origin}/missing`);
    await page.getByText(/No llms\.txt at .*HTTP 404/).waitFor();
    expect(await page.getByLabel('Score 0 out of 100').getAttribute('class')).toContain('score-figure--poor');

    await check(page, site.origin);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(
      /Rate limit exceeded: You have used all 3 free checks for today\. The limit resets at midnight UTC\. Try again after/,
    );
    await page.getByRole('textbox', { name: 'Website URL' }).fill(`${site.origin}/other`);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.close();
  });
});
