import type { ReadinessCategory, ReadinessReport } from '@signpost/contracts';
import { contentChecks } from './checks/content-checks.js';
import { crawlerChecks } from './checks/crawler-checks.js';
import { discoveryChecks } from './checks/discovery-checks.js';
import { llmsTxtChecks } from './checks/llms-txt-checks.js';
import { markdownChecks } from './checks/markdown-checks.js';
import { pageChecks } from './checks/page-checks.js';
import { sitemapChecks } from './checks/sitemap-checks.js';
import { check, robotsKept, type CheckResult } from './check-result.js';
import { fixFor } from './fixes.js';
import { describePlatform } from './platform.js';
import { readinessScore } from './score.js';
import { readSite, type ReadingDeps, type SiteReading } from './site-reading.js';

export type ReadinessDeps = Omit<ReadingDeps, 'signal'> & {
  /** Bound on the whole report; requests still out then are given up and judged unanswered. */
  budgetMs?: number;
  now?: () => Date;
};

const DEFAULT_BUDGET_MS = 45_000;

/** A group of checks, with the ids and categories it answers, so that a group that fails still answers each. */
interface CheckGroup {
  checks: Record<string, ReadinessCategory>;
  run(site: SiteReading, now: Date): CheckResult[] | Promise<CheckResult[]>;
}

const GROUPS: CheckGroup[] = [
  {
    checks: {
      'llms-txt-exists': 'llms-txt',
      'llms-txt-valid': 'llms-txt',
      'llms-txt-size': 'llms-txt',
      'llms-txt-links-resolve': 'llms-txt',
      'llms-full-txt': 'llms-txt',
      'llms-txt-links-markdown': 'llms-txt',
    },
    run: llmsTxtChecks,
  },
  { checks: { 'markdown-alternates': 'markdown', 'content-negotiation': 'markdown' }, run: markdownChecks },
  { checks: { 'discovery-links': 'discovery' }, run: discoveryChecks },
  {
    checks: {
      'robots-txt': 'crawlers',
      'ai-crawlers-allowed': 'crawlers',
      'llms-txt-links-allowed': 'crawlers',
      'content-signals': 'crawlers',
    },
    run: crawlerChecks,
  },
  {
    checks: { 'sitemap-present': 'sitemap', 'sitemap-fresh': 'sitemap', 'llms-txt-coverage': 'sitemap' },
    run: sitemapChecks,
  },
  {
    checks: {
      'canonical-noindex': 'pages',
      'content-without-javascript': 'pages',
      'http-status-codes': 'pages',
    },
    run: pageChecks,
  },
  {
    checks: {
      'agent-access': 'pages',
      'page-size': 'pages',
      'content-start': 'pages',
      'markdown-quality': 'markdown',
      'markdown-parity': 'markdown',
    },
    run: contentChecks,
  },
];

/** The checks that judge the sampled pages, which leave out the pages robots.txt keeps from Signpost. */
const SAMPLED_CHECKS: ReadonlySet<string> = new Set([
  'markdown-alternates',
  'content-negotiation',
  'canonical-noindex',
  'content-without-javascript',
  'agent-access',
  'page-size',
  'content-start',
  'markdown-quality',
  'markdown-parity',
]);

/** A sampled check's summary, saying how many pages of the sample robots.txt kept it from reading. */
function withSkippedSamples(result: CheckResult, site: SiteReading): CheckResult {
  const { agent, samples } = site.robotsSkips;
  if (samples === 0 || !SAMPLED_CHECKS.has(result.id)) return result;
  return { ...result, summary: `${result.summary} ${robotsKept(samples, 'sampled page', 'read', agent)}.` };
}

/**
 * Every group's checks, each group settled on its own: a group that throws (or rejects) answers its
 * checks as skipped and leaves the others be, and no rejection is ever left unhandled.
 */
async function runGroups(site: SiteReading, now: Date): Promise<CheckResult[]> {
  const settled = await Promise.allSettled(GROUPS.map(async (group) => group.run(site, now)));
  return settled.flatMap((outcome, index) => {
    if (outcome.status === 'fulfilled') return outcome.value;
    const group = GROUPS[index] as CheckGroup;
    return Object.entries(group.checks).map(([id, category]) =>
      check(id, category, 'skip', 'This check could not be completed for this site.'),
    );
  });
}

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
  const checks = (await runGroups(site, now())).map((result) => ({
    ...withSkippedSamples(result, site),
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
