import type { RefundEligibility, Tier } from '@signpost/contracts';

/**
 * The refund guarantee banner shows only when both flags hold, and never to a free account
 * (docs/product-rules.md, Billing).
 */
export function showsRefundBanner(eligibility: RefundEligibility | undefined, tier: Tier): boolean {
  return (
    eligibility !== undefined && eligibility.eligible && eligibility.guaranteeApplies && tier !== 'starter'
  );
}
