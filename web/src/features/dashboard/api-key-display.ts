import type { ApiKeySummary, Plan } from '@signpost/contracts';

/** How a stored key shows in the list: its visible prefix and an ellipsis for the part never shown again. */
export function maskedKey(prefix: string): string {
  return `${prefix}…`;
}

export function lastUsedLabel(key: Pick<ApiKeySummary, 'lastUsedAt'>): string {
  if (key.lastUsedAt === null) return 'Never used';
  return new Date(key.lastUsedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export type ApiKeyAccess = 'allowed' | 'upgrade' | 'demo';

/** Whether this account may hold keys: the plan must include API access, and a demo may make none. */
export function apiKeyAccess(plan: Pick<Plan, 'apiAccess'>, isDemo: boolean): ApiKeyAccess {
  if (isDemo) return 'demo';
  return plan.apiAccess ? 'allowed' : 'upgrade';
}

/** Newest first, so a key just made sits at the top of the list. */
export function sortKeys(keys: readonly ApiKeySummary[]): ApiKeySummary[] {
  return [...keys].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
