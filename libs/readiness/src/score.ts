import type { ReadinessStatus } from '@signpost/contracts';

/** How much each check weighs: what shuts agents out most counts most. */
const WEIGHTS: Record<string, number> = {
  'llms-txt-exists': 10,
  'ai-crawlers-allowed': 10,
  'content-without-javascript': 10,
  'agent-access': 10,
  'page-size': 7,
  'content-start': 4,
  'markdown-quality': 4,
  'markdown-parity': 4,
  'llms-txt-valid': 7,
  'llms-txt-size': 7,
  'llms-txt-links-resolve': 7,
  'llms-txt-links-allowed': 7,
  'markdown-alternates': 7,
  'content-negotiation': 4,
  'discovery-links': 4,
  'content-signals': 4,
  'llms-full-txt': 4,
  'canonical-noindex': 4,
  'sitemap-present': 4,
  'llms-txt-coverage': 4,
  'http-status-codes': 4,
  'llms-txt-links-markdown': 2,
  'robots-txt': 2,
  'sitemap-fresh': 2,
};

const EARNED: Record<ReadinessStatus, number | null> = { pass: 1, warn: 0.5, fail: 0, skip: null };

/**
 * 0-100: the weighted share of the checks that could be made, a warning counting half. Without an
 * llms.txt the score is capped at 59, whatever else is right: it is what the report is about.
 */
export function readinessScore(checks: readonly { id: string; status: ReadinessStatus }[]): number {
  let earned = 0;
  let possible = 0;
  for (const { id, status } of checks) {
    const share = EARNED[status];
    if (share === null) continue;
    const weight = WEIGHTS[id] ?? 2;
    earned += weight * share;
    possible += weight;
  }
  const score = possible === 0 ? 0 : Math.round((earned / possible) * 100);
  const noFile = checks.some((item) => item.id === 'llms-txt-exists' && item.status === 'fail');
  return noFile ? Math.min(score, 59) : score;
}
