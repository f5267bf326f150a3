import type { PlanCatalogue, Tier } from '@signpost/contracts';

/** What the server says about selling plans here (GET /api/plans); null fields: not said yet. */
export interface PlanSales {
  plans: PlanCatalogue;
  paymentsEnabled: boolean | null;
  selfHostedPlan: Tier | null;
}

/**
 * Why a plan cannot be chosen on this installation, or null when it can. The free plan always can;
 * a self-hosted installation gives every account its own plan and sells none; without payments set up
 * no paid plan can be bought. Until the server has said, every plan can (checkout decides then).
 */
export function planUnavailableReason(tier: Tier, sales: PlanSales): string | null {
  if (tier === 'starter') return null;
  if (sales.selfHostedPlan !== null) {
    return tier === sales.selfHostedPlan
      ? null
      : `Not sold here: every account has the ${sales.plans[sales.selfHostedPlan].displayName} plan.`;
  }
  return sales.paymentsEnabled === false ? 'Not available: payments are not set up here.' : null;
}

/**
 * The plan sign-up opens with: the one the link names when it can be had here, else the free plan
 * (a paid plan is chosen, never defaulted), with the plan asked for and refused, so the page says so
 * rather than giving a free account in silence. A self-hosted installation's plan is every account's.
 */
export function signUpPlan(requested: Tier | null, sales: PlanSales): { tier: Tier; refused: Tier | null } {
  if (sales.selfHostedPlan !== null) return { tier: sales.selfHostedPlan, refused: null };
  if (requested === null) return { tier: 'starter', refused: null };
  return planUnavailableReason(requested, sales) === null
    ? { tier: requested, refused: null }
    : { tier: 'starter', refused: requested };
}

/**
 * What the pricing, billing and subscription screens say when nothing is sold here, or null when
 * plans are for sale (or the server has not said yet).
 */
export function paymentsNotice(sales: PlanSales): string | null {
  if (sales.selfHostedPlan !== null) {
    const plan = sales.plans[sales.selfHostedPlan].displayName;
    return `Payments are off on this installation: every account has the ${plan} plan, with all its features and limits, without billing. Nothing here is for sale.`;
  }
  if (sales.paymentsEnabled === false) {
    return 'Payments are not set up on this installation, so paid plans cannot be bought here yet. The free plan and everything else work as usual.';
  }
  return null;
}
