import type { Tier } from '@signpost/contracts';

/**
 * How a plan is bought: an account already paying changes its subscription (create-upgrade-session,
 * in place), a free one opens a new checkout. Upgrading a free account would only send it to checkout.
 */
export function checkoutRoute(currentTier: Tier | null): 'upgrade' | 'checkout' {
  return currentTier !== null && currentTier !== 'starter' ? 'upgrade' : 'checkout';
}
