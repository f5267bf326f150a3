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

/** The plan cards' comparison rows: the same terms on every card, so cards read side by side. */
export function planFacts(plan: Plan): { term: string; value: string }[] {
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
    { term: 'API access', value: yesNo(plan.apiAccess) },
  ];
}

/** What a plan gives, one line each, for the sign-up page's benefits panel. */
export function planBenefits(plan: Plan): string[] {
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
