import type { ValidationResponse } from '@signpost/contracts';
import type { GuardedFetcher } from '@signpost/fetch';
import { allLinks, checkContent } from './content-checks.js';
import { recommendationsFor } from './recommendations.js';
import { buildReport } from './report.js';
import { fetchRobotsText, RobotsGate } from './robots-gate.js';
import { skippedSitemapFindings } from './robots-skips.js';
import { readSiteSitemap } from './site-sitemap.js';
import { compareWithSitemap } from './sitemap-coverage.js';
import { inlineSteps } from './validation-steps.js';

const DEFAULT_BUDGET_MS = 20_000;

export interface GeneratedValidationOptions {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  /** The fetcher's User-Agent: a sitemap robots.txt disallows for it is not requested. */
  userAgent: string;
  /** Bound on reading the site's robots.txt and sitemap. */
  budgetMs?: number;
}

/**
 * Validates a file generated for a site before it is published: its text, and how much of the
 * site's sitemap it covers, so a file standing for a page or two of a larger site never scores 100.
 */
export async function validateGeneratedLlmsTxt(
  text: string,
  siteUrl: string,
  options: GeneratedValidationOptions,
): Promise<ValidationResponse> {
  const startedAt = performance.now();
  const checked = checkContent(text);
  const origin = new URL(siteUrl).origin;
  const signal = AbortSignal.timeout(options.budgetMs ?? DEFAULT_BUDGET_MS);
  const robots = new RobotsGate({
    userAgent: options.userAgent,
    readText: fetchRobotsText(options.fetcher, signal),
    match: inlineSteps.robotsDisallowed,
  });
  const { sitemap, disallowed } = await readSiteSitemap(origin, {
    fetcher: options.fetcher,
    signal,
    steps: inlineSteps,
    robots,
  });
  const findings = [...checked.findings, ...skippedSitemapFindings(disallowed, robots.agent)];
  const recommendations = recommendationsFor(checked.parsed);
  if (sitemap !== null) {
    const coverage = compareWithSitemap(allLinks(checked.parsed), `${origin}/llms.txt`, sitemap);
    findings.push(...coverage.findings);
    recommendations.push(...coverage.recommendations);
  }
  return buildReport({
    findings,
    text: checked.text,
    parsed: checked.parsed,
    recommendations,
    robotsConflicts: [],
    checkedUrl: null,
    startedAt,
  });
}
