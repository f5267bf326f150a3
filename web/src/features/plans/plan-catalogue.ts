import { DEFAULT_PLANS, tierSchema } from '@signpost/contracts';
import type { Plan, PlanCatalogue, Tier } from '@signpost/contracts';

/** The plans as the web shows them, from the one catalogue in the contracts. */
export const PLAN_CATALOGUE: PlanCatalogue = DEFAULT_PLANS;

export const TIERS: readonly Tier[] = tierSchema.options;

/** Money-back guarantee from the first payment, on every screen (decisions.md). */
export const GUARANTEE_DAYS = 30;

/** A tier named in a query string, or null for anything else. */
export function parseTier(value: string | null): Tier | null {
  const tier = tierSchema.safeParse(value);
  return tier.success ? tier.data : null;
}

export function formatPlanPrice(plan: Plan): string {
  if (plan.priceCents === 0) return '$0';
  return `$${(plan.priceCents / 100).toFixed(2)} / month`;
}

/** What a plan gives, one line each, for the sign-up page's benefits panel. */
export function planBenefits(plan: Plan): string[] {
  const count = (n: number) => n.toLocaleString('en-US');
  const period = plan.analyses.period === 'utc-day' ? 'per day' : 'per month';
  const unit = plan.tier === 'solo' ? 'analysis credits' : 'analyses';
  const scoring =
    plan.aiPagesLimit === null
      ? 'AI quality scoring on every page'
      : `AI quality scoring on the first ${count(plan.aiPagesLimit)} pages`;
  return [
    `${count(plan.analyses.limit)} ${unit} ${period}`,
    `Up to ${count(plan.maxPagesPerAnalysis)} pages per analysis`,
    scoring,
    ...(plan.sharedScoreCache ? ['Smart caching: unchanged pages are not scored twice'] : []),
    ...(plan.apiAccess ? ['API access with your own keys'] : []),
  ];
}
