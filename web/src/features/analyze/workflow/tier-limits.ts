import type { CheckLimitsResponse, Tier } from '@signpost/contracts';
import type { DailyLimitNotice } from './workflow-state.js';

/**
 * How long the tier-limits panel shows its answer before the analysis starts
 * (docs/product-rules.md, Usage and limits): paid plans barely pause, the free plan lets its limits be read.
 */
export const AUTO_PROCEED_MS = {
  solo: 250,
  team: 500,
  other: 2_000,
  /** The check failed: the server checks again when the analysis starts, so go on. */
  failed: 1_000,
  /** Whatever happens, the panel never holds the visitor longer than this. */
  fallback: 5_000,
} as const;

export function autoProceedDelay(tier: Tier): number {
  if (tier === 'solo') return AUTO_PROCEED_MS.solo;
  if (tier === 'growth' || tier === 'scale') return AUTO_PROCEED_MS.team;
  return AUTO_PROCEED_MS.other;
}

/** What the panel does with the check's answer: go on after a pause, or show the daily-limit dialog. */
export type LimitsDecision =
  { kind: 'proceed'; afterMs: number } | { kind: 'refused'; notice: DailyLimitNotice };

export function limitsDecision(check: CheckLimitsResponse, resetAt: string | null = null): LimitsDecision {
  if (check.allowed) return { kind: 'proceed', afterMs: autoProceedDelay(check.tier) };
  return {
    kind: 'refused',
    notice: {
      message: check.reason ?? 'You have reached the analysis limit of your plan.',
      resetAt,
      analysesToday: check.currentUsage.analysesToday,
      dailyAnalyses: check.limits.dailyAnalyses,
      suggestedUpgrade: check.suggestedUpgrade,
    },
  };
}
