import type { ReadinessCategory, ReadinessCheck, ReadinessStatus, Tier } from '@signpost/contracts';
import { scoreTone, type ScoreTone } from '../validator/validator-display.js';

/** Worst first: what to fix leads, what passed or could not be checked follows. */
export const STATUS_ORDER: readonly ReadinessStatus[] = ['fail', 'warn', 'pass', 'skip'];

/** Each status as text and a symbol, so it never rests on colour alone. */
export const STATUS_MARKERS: Record<ReadinessStatus, { label: string; symbol: string }> = {
  fail: { label: 'Fail', symbol: '✗' },
  warn: { label: 'Warning', symbol: '!' },
  pass: { label: 'Pass', symbol: '✓' },
  skip: { label: 'Skipped', symbol: '–' },
};

/** The categories, named for people, in the order the report shows them (the contract's). */
export const CATEGORY_LABELS: Record<ReadinessCategory, string> = {
  'llms-txt': 'llms.txt',
  markdown: 'Markdown for agents',
  discovery: 'Discovery',
  crawlers: 'AI crawlers',
  sitemap: 'Sitemap',
  pages: 'Pages',
};
const CATEGORY_ORDER = Object.keys(CATEGORY_LABELS) as ReadinessCategory[];

/** Same colour bands as the validator (90+ green, 75+ yellow), so one score reads alike on both pages. */
const SCORE_WORDS: Record<ScoreTone, string> = {
  good: 'Ready for AI agents',
  fair: 'Almost ready',
  poor: 'Needs work',
};

export interface ScoreReading {
  tone: ScoreTone;
  words: string;
}

export function readScore(score: number): ScoreReading {
  const tone = scoreTone(score);
  return { tone, words: SCORE_WORDS[tone] };
}

/** The checks worst first; checks of one status keep the server's order. */
export function orderChecks(checks: readonly ReadinessCheck[]): ReadinessCheck[] {
  // Array.prototype.sort is stable, which keeps the server's order within a status.
  return [...checks].sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
}

export interface CheckGroup {
  category: ReadinessCategory;
  label: string;
  checks: ReadinessCheck[];
}

/** The checks by category, in category order, each group worst first; empty categories are left out. */
export function groupChecks(checks: readonly ReadinessCheck[]): CheckGroup[] {
  const ordered = orderChecks(checks);
  return CATEGORY_ORDER.flatMap((category) => {
    const inCategory = ordered.filter((check) => check.category === category);
    return inCategory.length === 0
      ? []
      : [{ category, label: CATEGORY_LABELS[category], checks: inCategory }];
  });
}

/** "2 failing, 1 warning, 5 passed": how the checks came out, worst first, zero counts left out. */
export function statusTally(checks: readonly ReadinessCheck[]): string {
  const words: Record<ReadinessStatus, (count: number) => string> = {
    fail: (count) => `${count} failing`,
    warn: (count) => `${count} ${count === 1 ? 'warning' : 'warnings'}`,
    pass: (count) => `${count} passed`,
    skip: (count) => `${count} skipped`,
  };
  return STATUS_ORDER.flatMap((status) => {
    const count = checks.filter((check) => check.status === status).length;
    return count === 0 ? [] : [words[status](count)];
  }).join(', ');
}

/** Only a warning or a failure asks for a change; a pass or skip's fix, if any, is not shown. */
export const needsFix = (check: ReadinessCheck): boolean =>
  (check.status === 'fail' || check.status === 'warn') && check.fix.trim() !== '';

/** The page that opens a stored report, as a path (for links) and on an origin (for copying). */
export const sharedReportPath = (reportId: string): string =>
  `/readiness?report=${encodeURIComponent(reportId)}`;
export const sharedReportUrl = (origin: string, reportId: string): string =>
  `${origin}${sharedReportPath(reportId)}`;

/** When the report was made, in the reader's own format; an unreadable date is shown as sent. */
export function checkedAtText(checkedAt: string): string {
  const date = new Date(checkedAt);
  if (Number.isNaN(date.getTime())) return checkedAt;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The reports the person checking may run (docs/product-rules.md, Agent readiness): a visitor or demo
 * session shares the validator's daily checks, a free account has as many of its own, paid plans none.
 */
export function readinessAllowance(
  user: { isDemo: boolean; tier: Tier } | null,
  freeDailyChecks: number,
): string {
  const checks = `${freeDailyChecks} per day`;
  if (user === null || user.isDemo) return `Free checks: ${checks}, shared with the validator`;
  return user.tier === 'starter' ? `Free plan: ${checks}` : 'Your plan: unlimited reports';
}
