import { DEFAULT_PLANS } from '@signpost/contracts';
import type { ApiKeySummary } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { apiKeyAccess, lastUsedLabel, maskedKey, sortKeys } from './api-key-display.js';

const key = (id: string, createdAt: string, lastUsedAt: string | null = null): ApiKeySummary => ({
  id,
  name: `key ${id}`,
  prefix: `sp_${id}`,
  createdAt,
  lastUsedAt,
});

describe('API key display', () => {
  it('shows only the visible prefix, marked as cut short', () => {
    expect(maskedKey('sp_4fT9')).toBe('sp_4fT9…');
  });

  it('says when a key was never used, else when it last was', () => {
    expect(lastUsedLabel({ lastUsedAt: null })).toBe('Never used');
    expect(lastUsedLabel({ lastUsedAt: '2026-11-20T09:30:00.000Z' })).toMatch(/Nov 20, 2026/);
  });

  it('lists the newest key first without reordering its input', () => {
    const keys = [
      key('a', '2026-11-01T00:00:00Z'),
      key('b', '2026-11-03T00:00:00Z'),
      key('c', '2026-11-02T00:00:00Z'),
    ];
    expect(sortKeys(keys).map((entry) => entry.id)).toEqual(['b', 'c', 'a']);
    expect(keys.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('lets only a plan with API access make keys, and never a demo', () => {
    expect(apiKeyAccess(DEFAULT_PLANS.scale, false)).toBe('allowed');
    for (const tier of ['starter', 'solo', 'growth'] as const) {
      expect(apiKeyAccess(DEFAULT_PLANS[tier], false)).toBe('upgrade');
    }
    expect(apiKeyAccess(DEFAULT_PLANS.scale, true)).toBe('demo');
  });
});
