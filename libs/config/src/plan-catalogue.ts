import type { Plan, PlanCatalogue, Tier } from '@signpost/contracts';

/** Defaults of decisions.md; each figure can be overridden by PLAN_<TIER>_<FIELD> (see env-schema). */
export const DEFAULT_PLANS: PlanCatalogue = {
  starter: {
    tier: 'starter',
    displayName: 'Free',
    priceCents: 0,
    analyses: { limit: 3, period: 'utc-day' },
    maxPagesPerAnalysis: 20,
    aiPagesLimit: 5,
    sharedScoreCache: false,
    apiAccess: false,
  },
  solo: {
    tier: 'solo',
    displayName: 'Coffee Power',
    priceCents: 495,
    analyses: { limit: 20, period: 'billing-month' },
    maxPagesPerAnalysis: 200,
    aiPagesLimit: null,
    sharedScoreCache: false,
    apiAccess: false,
  },
  growth: {
    tier: 'growth',
    displayName: 'Professional Power',
    priceCents: 1495,
    analyses: { limit: 35, period: 'billing-month' },
    maxPagesPerAnalysis: 500,
    aiPagesLimit: null,
    sharedScoreCache: true,
    apiAccess: false,
  },
  scale: {
    tier: 'scale',
    displayName: 'Agency & API',
    priceCents: 2995,
    analyses: { limit: 100, period: 'billing-month' },
    maxPagesPerAnalysis: 1000,
    aiPagesLimit: null,
    sharedScoreCache: true,
    apiAccess: true,
  },
};

export interface PlanOverrides {
  maxPages?: number | undefined;
  analyses?: number | undefined;
  aiPages?: number | undefined;
  priceCents?: number | undefined;
}

export function buildPlanCatalogue(overrides: Record<Tier, PlanOverrides>): PlanCatalogue {
  const apply = (plan: Plan, o: PlanOverrides): Plan => ({
    ...plan,
    priceCents: o.priceCents ?? plan.priceCents,
    maxPagesPerAnalysis: o.maxPages ?? plan.maxPagesPerAnalysis,
    analyses: { ...plan.analyses, limit: o.analyses ?? plan.analyses.limit },
    aiPagesLimit: o.aiPages ?? plan.aiPagesLimit,
  });
  return {
    starter: apply(DEFAULT_PLANS.starter, overrides.starter),
    solo: apply(DEFAULT_PLANS.solo, overrides.solo),
    growth: apply(DEFAULT_PLANS.growth, overrides.growth),
    scale: apply(DEFAULT_PLANS.scale, overrides.scale),
  };
}
