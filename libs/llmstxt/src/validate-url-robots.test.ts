import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationResponseSchema, type ValidationResponse } from '@signpost/contracts';
import { createGuardedFetcher, type GuardedFetcher } from '@signpost/fetch';
import { robotsTxt, startRoutedSite, testConfig, type RoutedSite } from '@signpost/testing';
import { validateLlmsTxtUrl } from './validate-url.js';

const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';
/** Only Signpost's crawler is kept out of /private/, so the rules matched must be its own group's. */
const ROBOTS =
  'User-agent: SignpostBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n\nSitemap: {origin}/private/sitemap.xml\n';
const LLMS_TXT = [
  '# Site',
  '',
  '> A site.',
  '',
  '## Docs',
  '',
  '- [Guide]({origin}/guide): Read first',
  '- [Secret]({origin}/private/secret.html): Kept from crawlers',
  '- [Other]({origin}/private/other.html): Kept from crawlers too',
  '',
].join('\n');

describe('validateLlmsTxtUrl and robots.txt', () => {
  let fetcher: GuardedFetcher;
  let site: RoutedSite;
  let report: ValidationResponse;

  beforeAll(async () => {
    fetcher = createGuardedFetcher(testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' }).crawl);
    const page = { body: '<!doctype html><title>Page</title><p>A page.</p>' };
    site = await startRoutedSite({
      '/llms.txt': { type: 'text/markdown', body: LLMS_TXT },
      '/robots.txt': robotsTxt(ROBOTS),
      '/guide': page,
      '/private/secret.html': page,
      '/private/other.html': page,
      '/private/sitemap.xml': { type: 'application/xml', body: '<urlset></urlset>' },
    });
    report = await validateLlmsTxtUrl(`${site.origin}/`, {
      fetcher,
      userAgent: USER_AGENT,
      includeRobotsTxt: true,
      followUpBudgetMs: 10_000,
    });
  });

  afterAll(async () => {
    await fetcher?.close();
    await site?.close();
  });

  it('never requests what robots.txt disallows for SignpostBot, and reads robots.txt once', () => {
    expect(site.requests.filter((path) => path.startsWith('/private/'))).toEqual([]);
    expect(site.requests).toContain('/guide');
    expect(site.requests.filter((path) => path === '/robots.txt')).toHaveLength(1);
  });

  it('says which links and which sitemap it left unread, at no cost to the score', () => {
    expect(validationResponseSchema.parse(report)).toEqual(report);
    const skipped = report.issues.filter((issue) => issue.code === 'skipped_by_robots');
    expect(skipped).toEqual([
      expect.objectContaining({
        severity: 'info',
        line: 8,
        message: `2 links were not checked: robots.txt disallows them for SignpostBot (first: ${site.origin}/private/secret.html).`,
      }),
      expect.objectContaining({
        severity: 'info',
        line: null,
        message: `The sitemap ${site.origin}/private/sitemap.xml was not read: robots.txt disallows it for SignpostBot.`,
      }),
    ]);
    expect(report.issues.some((issue) => issue.code === 'broken_links')).toBe(false);
    expect(report).toMatchObject({ valid: true, score: 100 });
  });
});
