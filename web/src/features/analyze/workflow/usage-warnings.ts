import type { UsageResponse } from '@signpost/contracts';

/**
 * The starter plan warns at 67% of its daily analyses (2 of 3) and stops at 100%
 * (docs/product-rules.md, Usage and limits).
 */
const STARTER_WARNING_PERCENT = 67;
/** Growth at 80% of its month is offered the plan above. */
const GROWTH_UPSELL_PERCENT = 80;

export type UsageWarning =
  | { kind: 'none' }
  | { kind: 'approaching'; used: number; limit: number }
  | { kind: 'limit-reached'; used: number; limit: number }
  | { kind: 'upsell'; used: number; limit: number };

/** The usage card's warning for a usage answer. */
export function usageWarning(usage: Pick<UsageResponse, 'tier' | 'limits' | 'usage'>): UsageWarning {
  const used = usage.usage.analysesToday;
  const limit = usage.limits.dailyAnalyses;
  if (limit <= 0) return { kind: 'none' };
  // Whole percents, as the card shows them: 2 of 3 is 67%.
  const percent = Math.round((used / limit) * 100);
  if (usage.tier === 'starter') {
    if (used >= limit) return { kind: 'limit-reached', used, limit };
    if (percent >= STARTER_WARNING_PERCENT) return { kind: 'approaching', used, limit };
  }
  if (usage.tier === 'growth' && percent >= GROWTH_UPSELL_PERCENT) return { kind: 'upsell', used, limit };
  return { kind: 'none' };
}

/** The share of the allowance used, 0 to 100, for the card's bar. */
export function usagePercent(usage: Pick<UsageResponse, 'limits' | 'usage'>): number {
  const limit = usage.limits.dailyAnalyses;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((usage.usage.analysesToday / limit) * 100));
}
