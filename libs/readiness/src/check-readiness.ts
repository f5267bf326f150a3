import type { ReadinessReport } from '@signpost/contracts';
import { contentChecks } from './checks/content-checks.js';
import { crawlerChecks } from './checks/crawler-checks.js';
import { discoveryChecks } from './checks/discovery-checks.js';
import { llmsTxtChecks } from './checks/llms-txt-checks.js';
import { markdownChecks } from './checks/markdown-checks.js';
import { pageChecks } from './checks/page-checks.js';
import { sitemapChecks } from './checks/sitemap-checks.js';
import { fixFor } from './fixes.js';
import { describePlatform } from './platform.js';
import { readinessScore } from './score.js';
import { readSite, type ReadingDeps } from './site-reading.js';

export type ReadinessDeps = Omit<ReadingDeps, 'signal'> & {
  /** Bound on the whole report; requests still out then are given up and judged unanswered. */
  budgetMs?: number;
  now?: () => Date;
};

const DEFAULT_BUDGET_MS = 45_000;

/**
 * The agent-readiness report of a site: its llms.txt (found as version 2 of the proposal finds it),
 * markdown for each page, discovery links, robots.txt and usage signals towards AI agents, the
 * sitemap, and whether pages carry their content without JavaScript. Every failing or warning check
 * says what to change, for the platform the site seems to run on.
 */
export async function checkReadiness(url: string, deps: ReadinessDeps): Promise<ReadinessReport> {
  const now = deps.now ?? (() => new Date());
  const signal = AbortSignal.timeout(deps.budgetMs ?? DEFAULT_BUDGET_MS);
  const site = await readSite(url, { ...deps, signal });
  const groups = await Promise.all([
    llmsTxtChecks(site),
    markdownChecks(site),
    discoveryChecks(site),
    crawlerChecks(site),
    sitemapChecks(site, now()),
    pageChecks(site),
    contentChecks(site),
  ]);
  const checks = groups.flat().map((result) => ({
    ...result,
    fix: result.status === 'warn' || result.status === 'fail' ? fixFor(result.id, site.platform) : '',
  }));
  return {
    url: site.url,
    score: readinessScore(checks),
    checks,
    checkedAt: now().toISOString(),
    platform: describePlatform(site.platform),
  };
}
