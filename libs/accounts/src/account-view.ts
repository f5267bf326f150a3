import type { Tier, User } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';

/**
 * The plan an account has: on a self-hosted installation (SELF_HOSTED_PLAN) the installation's, else
 * the one it bought (@signpost/usage's UsagePolicy.tierOfAccount).
 */
export type AccountTier = (row: UserRow) => Tier;

/**
 * An account as the browser sees it (the `user` of every auth answer;
 * docs/product-rules.md, Accounts and sessions), on `tier`: its own plan unless the installation gives one.
 */
export function toUser(row: UserRow, tier: Tier = row.tier): User {
  return {
    id: row.id,
    email: row.email,
    username: row.email.split('@')[0] ?? row.email,
    tier,
    // Credits are what the solo plan sells; a solo plan the installation gives counts analyses instead.
    creditsRemaining: tier === 'solo' && row.tier === 'solo' ? (row.credits_remaining ?? 0) : null,
    emailVerified: row.email_verified_at !== null,
    isDemo: row.is_demo,
    createdAt: row.created_at.toISOString(),
  };
}
