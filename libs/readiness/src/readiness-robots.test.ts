import { afterAll, describe, expect, it } from 'vitest';
import type { ReadinessReport } from '@signpost/contracts';
import { createGuardedFetcher } from '@signpost/fetch';
import {
  robotsTxt,
  startRoutedSite,
  testConfig,
  type RoutedResponse,
  type RoutedSite,
} from '@signpost/testing';
import { checkReadiness } from './check-readiness.js';
import { inlineReadinessSteps } from './readiness-steps.js';

const fetcher = createGuardedFetcher(testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' }).crawl);
const sites: RoutedSite[] = [];
afterAll(async () => {
  for (const site of sites) await site.close();
  await fetcher.close();
});

const USER_AGENT = 'SignpostBot/0.1 (+https://signpost.dev/bot)';
/** Only Signpost's crawler is kept out of /private/, so the rules matched must be its own group's. */
const ROBOTS = 'User-agent: SignpostBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n';
const PROSE = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
const page = (title: string, head = ''): RoutedResponse => ({
  body: `<!doctype html><html><head><title>${title}</title>${head}</head><body><main><h1>${title}</h1><p>${PROSE}</p></main></body></html>`,
});
const markdown = (title: string): RoutedResponse => ({
  type: 'text/markdown',
  body: `# ${title}\n\n${PROSE}\n`,
});
const llmsTxt = (paths: string[]): RoutedResponse => ({
  type: 'text/plain',
  body: `# Site\n\n> A site.\n\n## Pages\n\n${paths.map((path) => `- [${path}]({origin}${path}): a page`).join('\n')}\n`,
});

/** A site whose llms.txt lists `listed`; every page under /private/ exists and answers if asked. */
async function site(listed: string[]): Promise<RoutedSite> {
  const started = await startRoutedSite({
    '/': page('Home'),
    '/robots.txt': robotsTxt(ROBOTS),
    '/llms.txt': llmsTxt(listed),
    // The guide declares a markdown copy robots.txt keeps from Signpost; its page.md is open.
    '/guide': page('Guide', '<link rel="alternate" type="text/markdown" href="/private/guide.md">'),
    '/guide.md': markdown('Guide'),
    '/private/guide.md': markdown('Guide'),
    '/private/secret.html': page('Secret'),
    '/private/other.html': page('Other'),
  });
  sites.push(started);
  return started;
}

const run = (origin: string) =>
  checkReadiness(`${origin}/`, { fetcher, userAgent: USER_AGENT, steps: inlineReadinessSteps });
const summaryOf = (report: ReadinessReport, id: string) =>
  report.checks.find((item) => item.id === id)?.summary;

describe('a readiness report and robots.txt', () => {
  it('reads no sampled page, markdown copy or link robots.txt disallows for SignpostBot, and says so', async () => {
    const guarded = await site(['/guide', '/private/secret.html', '/private/other.html']);
    const report = await run(guarded.origin);
    expect(guarded.requests.filter((path) => path.startsWith('/private/'))).toEqual([]);
    expect(guarded.requests).toContain('/guide.md');

    const pagesNote = '2 sampled pages were not read: robots.txt disallows them for SignpostBot.';
    for (const id of ['content-without-javascript', 'page-size', 'agent-access', 'content-negotiation']) {
      expect(summaryOf(report, id)).toContain(pagesNote);
    }
    expect(summaryOf(report, 'markdown-alternates')).toContain(
      '1 place was not asked: robots.txt disallows it for SignpostBot',
    );
    expect(summaryOf(report, 'llms-txt-links-resolve')).toBe(
      'The first 1 link to this site all answer. 2 links were not requested: robots.txt disallows them for SignpostBot.',
    );
  });

  it('skips the checks of pages when robots.txt disallows every page it would sample', async () => {
    const shut = await site(['/private/secret.html', '/private/other.html']);
    const report = await run(shut.origin);
    expect(shut.requests.filter((path) => path.startsWith('/private/'))).toEqual([]);
    for (const id of [
      'markdown-alternates',
      'page-size',
      'agent-access',
      'canonical-noindex',
      'llms-txt-links-resolve',
    ]) {
      const item = report.checks.find((entry) => entry.id === id);
      expect(item).toMatchObject({
        status: 'skip',
        summary: expect.stringContaining('robots.txt disallows them for SignpostBot'),
      });
    }
  });
});
