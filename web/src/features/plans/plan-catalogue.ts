import { tierSchema } from '@signpost/contracts';
import type { Plan, Tier } from '@signpost/contracts';

/** Every tier, cheapest first: the order the plans are shown and ranked in. */
export const TIERS: readonly Tier[] = tierSchema.options;

/** Whether `tier` is above `than` in the catalogue's order. */
export function isHigherTier(tier: Tier, than: Tier): boolean {
  return TIERS.indexOf(tier) > TIERS.indexOf(than);
}

/** A tier named in a query string, or null for anything else. */
export function parseTier(value: string | null): Tier | null {
  const tier = tierSchema.safeParse(value);
  return tier.success ? tier.data : null;
}

/** A price in dollars: '$0', '$4.95'. */
export function formatAmount(priceCents: number): string {
  return priceCents === 0 ? '$0' : `$${(priceCents / 100).toFixed(2)}`;
}

export function formatPlanPrice(plan: Plan): string {
  const amount = formatAmount(plan.priceCents);
  return plan.priceCents === 0 ? amount : `${amount} / month`;
}

const count = (n: number) => n.toLocaleString('en-US');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Agent-readiness reports a plan may run: the free plan has the daily checks a visitor has, paid plans
 * have no limit (docs/product-rules.md, Agent readiness).
 */
const readinessReports = (plan: Plan, freeDailyChecks: number) =>
  plan.tier === 'starter' ? `${count(freeDailyChecks)} per day` : 'Unlimited';

/**
 * The plan cards' comparison rows: the same terms on every card, so cards read side by side. Every
 * feature a plan has is listed (docs/product-rules.md, Plans, Monitors, Published files, Agent readiness).
 */
export function planFacts(plan: Plan, freeDailyChecks: number): { term: string; value: string }[] {
  const period = plan.analyses.period === 'utc-day' ? 'per day' : 'per month';
  const unit = plan.tier === 'solo' ? 'credits' : 'analyses';
  return [
    { term: 'Analyses', value: `${count(plan.analyses.limit)} ${unit} ${period}` },
    { term: 'Pages per analysis', value: `Up to ${count(plan.maxPagesPerAnalysis)}` },
    {
      term: 'AI-scored pages',
      value: plan.aiPagesLimit === null ? 'Every page' : `The first ${count(plan.aiPagesLimit)}`,
    },
    { term: 'Shared score cache', value: yesNo(plan.sharedScoreCache) },
    { term: 'Monitored sites', value: plan.monitors === 0 ? 'No' : `Up to ${count(plan.monitors)}` },
    // Any account publishes its files; only a demo session cannot.
    { term: 'Published llms.txt', value: 'Yes' },
    { term: 'Readiness reports', value: readinessReports(plan, freeDailyChecks) },
    { term: 'API access', value: yesNo(plan.apiAccess) },
  ];
}

/** What a plan gives, one line each, for the sign-up page's benefits panel. */
export function planBenefits(plan: Plan, freeDailyChecks: number): string[] {
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
    ...(plan.monitors > 0
      ? [`Monitors for up to ${count(plan.monitors)} sites: the file kept current, changes reported`]
      : []),
    'Your llms.txt published at a stable public address',
    `Agent-readiness reports: ${readinessReports(plan, freeDailyChecks).toLowerCase()}`,
    ...(plan.apiAccess ? ['API access with your own keys'] : []),
  ];
}
