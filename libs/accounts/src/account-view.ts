import type { User } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';

/**
 * An account as the browser sees it (the `user` of every auth answer;
 * docs/product-rules.md, Accounts and sessions).
 */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.email.split('@')[0] ?? row.email,
    tier: row.tier,
    creditsRemaining: row.tier === 'solo' ? (row.credits_remaining ?? 0) : null,
    emailVerified: row.email_verified_at !== null,
    isDemo: row.is_demo,
    createdAt: row.created_at.toISOString(),
  };
}
