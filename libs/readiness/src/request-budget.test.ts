import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadinessReport } from '@signpost/contracts';
import { createGuardedFetcher } from '@signpost/fetch';
import { startLocalServer, testConfig, type LocalServer } from '@signpost/testing';
import { checkReadiness } from './check-readiness.js';
import { inlineReadinessSteps } from './readiness-steps.js';
import { REPORT_REQUEST_BUDGET } from './site-fetch.js';

const MANY = 2_000;
const many = (line: (index: number) => string) =>
  Array.from({ length: MANY }, (_, index) => line(index)).join('\n');

/**
 * A site that declares thousands of every address the report follows, on a third party's host (which
 * comes first) and on its own: describedby links, older llms-txt relations, markdown alternates on
 * every page, Sitemap: lines, sitemaps of an index, and links in its llms.txt. Before the budget, one
 * report of it made 16,070 requests to the third party in 15.6 s.
 */
function amplifyingSite(third: string) {
  const relations = (origin: string) =>
    many((index) =>
      [
        `<link rel="describedby" href="${origin}/d${index}/llms.txt">`,
        `<link rel="llms-txt" href="${origin}/l${index}/llms.txt">`,
        `<link rel="alternate" type="text/markdown" href="${origin}/m${index}.md">`,
      ].join(''),
    );
  const page = (origin: string) =>
    `<!doctype html><html><head><title>Many</title>${relations(third)}${relations(origin)}</head><body><main><p>A page.</p></main></body></html>`;
  return (origin: string, path: string): { type: string; body: string } | null => {
    if (path === '/robots.txt') {
      return {
        type: 'text/plain',
        body: `User-agent: *\nAllow: /\n${many((index) => `Sitemap: ${third}/s${index}.xml\nSitemap: ${origin}/s${index}.xml`)}\n`,
      };
    }
    if (/^\/s\d+\.xml$/.test(path)) {
      const children = many(
        (index) =>
          `<sitemap><loc>${third}/c${index}.xml</loc></sitemap><sitemap><loc>${origin}/c${index}.xml</loc></sitemap>`,
      );
      return {
        type: 'application/xml',
        body: `<?xml version="1.0"?><sitemapindex>${children}</sitemapindex>`,
      };
    }
    if (path === '/.well-known/llms.txt') {
      const links = many(
        (index) =>
          `- [Elsewhere ${index}](${third}/p${index}): away\n- [Page ${index}](${origin}/p${index}): here`,
      );
      return { type: 'text/plain', body: `# Many\n\n> Everything, many times.\n\n## Pages\n\n${links}\n` };
    }
    if (path === '/' || /^\/p\d+$/.test(path)) return { type: 'text/html', body: page(origin) };
    return null;
  };
}

describe('the request budget of a report', () => {
  const { crawl } = testConfig({ SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
  const fetcher = createGuardedFetcher(crawl);
  const toSite: string[] = [];
  const toThirdParty: string[] = [];
  let site: LocalServer;
  let thirdParty: LocalServer;
  let report: ReadinessReport;

  beforeAll(async () => {
    thirdParty = await startLocalServer(
      (request, response) => {
        toThirdParty.push(request.url ?? '/');
        response.writeHead(404, { 'content-type': 'text/plain' }).end('no');
      },
      { host: '127.0.0.2' },
    );
    const answer = amplifyingSite(thirdParty.url);
    site = await startLocalServer((request, response) => {
      const path = request.url ?? '/';
      toSite.push(path);
      const found = answer(site.url, path);
      if (found === null) response.writeHead(404, { 'content-type': 'text/plain' }).end('no');
      else
        response
          .writeHead(200, { 'content-type': found.type, 'x-llms-txt': `${thirdParty.url}/llms.txt` })
          .end(found.body);
    });
    report = await checkReadiness(`${site.url}/`, {
      fetcher,
      userAgent: crawl.userAgent,
      steps: inlineReadinessSteps,
    });
  });
  afterAll(async () => {
    await site?.close();
    await thirdParty?.close();
    await fetcher.close();
  });

  it('sends no more than its budget of requests to the site, however many addresses the site declares', () => {
    expect(toSite.length).toBeGreaterThan(0);
    expect(toSite.length).toBeLessThanOrEqual(REPORT_REQUEST_BUDGET);
  });

  it('sends nothing to another host the site names', () => {
    expect(toThirdParty).toEqual([]);
  });

  it('says so in the checks whose requests the budget refused, rather than passing or failing them', () => {
    const budgetSpent = `the report's budget of ${REPORT_REQUEST_BUDGET} requests to the site was spent first`;
    for (const id of ['content-negotiation', 'llms-full-txt', 'http-status-codes']) {
      const refused = report.checks.find((item) => item.id === id);
      expect(refused).toMatchObject({ status: 'skip', summary: expect.stringContaining(budgetSpent) });
    }
    expect(report.checks.find((item) => item.id === 'llms-txt-exists')).toMatchObject({
      status: 'warn',
      summary: expect.stringContaining('/.well-known/llms.txt'),
    });
  });
});
