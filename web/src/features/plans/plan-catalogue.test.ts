import { DEFAULT_PLANS } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatPlanPrice, isHigherTier, planBenefits, planFacts } from './plan-catalogue.js';

describe('plan catalogue presentation', () => {
  it('ranks tiers in catalogue order', () => {
    expect(isHigherTier('solo', 'starter')).toBe(true);
    expect(isHigherTier('scale', 'growth')).toBe(true);
    expect(isHigherTier('growth', 'growth')).toBe(false);
    expect(isHigherTier('starter', 'scale')).toBe(false);
  });

  it('formats prices in dollars', () => {
    expect(formatAmount(0)).toBe('$0');
    expect(formatAmount(495)).toBe('$4.95');
    expect(formatPlanPrice(DEFAULT_PLANS.scale)).toBe('$29.95 / month');
    expect(formatPlanPrice(DEFAULT_PLANS.starter)).toBe('$0');
  });

  it('lists the same comparison rows for every plan, every feature included', () => {
    expect(planFacts(DEFAULT_PLANS.starter, 3)).toEqual([
      { term: 'Analyses', value: '3 analyses per day' },
      { term: 'Pages per analysis', value: 'Up to 20' },
      { term: 'AI-scored pages', value: 'The first 5' },
      { term: 'Shared score cache', value: 'No' },
      { term: 'Monitored sites', value: 'No' },
      { term: 'Published llms.txt', value: 'Yes' },
      { term: 'Readiness reports', value: '3 per day' },
      { term: 'API access', value: 'No' },
    ]);
    expect(planFacts(DEFAULT_PLANS.solo, 3)[0]).toEqual({ term: 'Analyses', value: '20 credits per month' });
    expect(planFacts(DEFAULT_PLANS.scale, 3).map(({ value }) => value)).toEqual([
      '100 analyses per month',
      'Up to 1,000',
      'Every page',
      'Yes',
      'Up to 25',
      'Yes',
      'Unlimited',
      'Yes',
    ]);
  });

  it("names a plan's monitors, publishing and readiness reports among its benefits", () => {
    expect(planBenefits(DEFAULT_PLANS.growth, 3)).toEqual(
      expect.arrayContaining([
        'Monitors for up to 3 sites: the file kept current, changes reported',
        'Your llms.txt published at a stable public address',
        'Agent-readiness reports: unlimited',
      ]),
    );
    expect(planBenefits(DEFAULT_PLANS.starter, 5)).toContain('Agent-readiness reports: 5 per day');
    expect(planBenefits(DEFAULT_PLANS.starter, 3).some((line) => line.startsWith('Monitors'))).toBe(false);
  });
});
