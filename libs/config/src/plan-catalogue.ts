import { DEFAULT_PLANS, type Plan, type PlanCatalogue, type Tier } from '@signpost/contracts';

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
