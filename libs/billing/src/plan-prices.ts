import type { Tier } from '@signpost/contracts';
import type { BillingConfig } from '@signpost/config';

export type PaidTier = Exclude<Tier, 'starter'>;
export const PAID_TIERS: readonly PaidTier[] = ['solo', 'growth', 'scale'];

/** The Stripe Price of a paid plan; undefined when its setting is missing. */
export function priceOfTier(prices: BillingConfig['prices'], tier: PaidTier): string | undefined {
  return prices[tier];
}

/** The plan a Stripe Price sells; undefined for a price this installation does not know. */
export function tierOfPrice(prices: BillingConfig['prices'], priceId: string): PaidTier | undefined {
  return PAID_TIERS.find((tier) => prices[tier] === priceId);
}
