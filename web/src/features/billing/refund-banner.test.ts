import { describe, expect, it } from 'vitest';
import { showsRefundBanner } from './refund-banner.js';

const eligibility = (eligible: boolean, guaranteeApplies: boolean) => ({
  eligible,
  guaranteeApplies,
  amountFormatted: '$14.95',
  reason: 'Within the 30-day guarantee',
});

describe('showsRefundBanner', () => {
  it('shows for a paid plan that is eligible and inside the guarantee', () => {
    expect(showsRefundBanner(eligibility(true, true), 'growth')).toBe(true);
  });

  it('needs both flags', () => {
    expect(showsRefundBanner(eligibility(true, false), 'growth')).toBe(false);
    expect(showsRefundBanner(eligibility(false, true), 'growth')).toBe(false);
  });

  it('never shows to a free account or before eligibility is known', () => {
    expect(showsRefundBanner(eligibility(true, true), 'starter')).toBe(false);
    expect(showsRefundBanner(undefined, 'solo')).toBe(false);
  });
});
