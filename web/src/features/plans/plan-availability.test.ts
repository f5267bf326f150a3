import { DEFAULT_PLANS } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { paymentsNotice, planUnavailableReason, signUpPlan, type PlanSales } from './plan-availability.js';

const sales = (overrides: Partial<PlanSales>): PlanSales => ({
  plans: DEFAULT_PLANS,
  paymentsEnabled: true,
  selfHostedPlan: null,
  ...overrides,
});

describe('which plans can be had on this installation', () => {
  it('starts sign-up on the free plan: a paid plan is chosen, never defaulted', () => {
    expect(signUpPlan(null, sales({}))).toEqual({ tier: 'starter', refused: null });
    expect(signUpPlan('growth', sales({}))).toEqual({ tier: 'growth', refused: null });
  });

  it('keeps paid plans off sign-up without payments, and says which one was refused', () => {
    const noStripe = sales({ paymentsEnabled: false });
    expect(planUnavailableReason('starter', noStripe)).toBeNull();
    expect(planUnavailableReason('solo', noStripe)).toMatch(/payments are not set up/);
    expect(signUpPlan('solo', noStripe)).toEqual({ tier: 'starter', refused: 'solo' });
    expect(paymentsNotice(noStripe)).toMatch(/^Payments are not set up on this installation/);
  });

  it('lets every plan be chosen while the server has not said, and then shows no notice', () => {
    const unknown = sales({ paymentsEnabled: null });
    expect(planUnavailableReason('scale', unknown)).toBeNull();
    expect(paymentsNotice(unknown)).toBeNull();
  });

  it("gives every account a self-hosted installation's plan and offers nothing for sale", () => {
    const selfHosted = sales({ paymentsEnabled: false, selfHostedPlan: 'growth' });
    expect(signUpPlan(null, selfHosted)).toEqual({ tier: 'growth', refused: null });
    expect(signUpPlan('solo', selfHosted)).toEqual({ tier: 'growth', refused: null });
    expect(planUnavailableReason('growth', selfHosted)).toBeNull();
    expect(planUnavailableReason('scale', selfHosted)).toBe(
      'Not sold here: every account has the Professional Power plan.',
    );
    expect(paymentsNotice(selfHosted)).toMatch(
      /^Payments are off on this installation: every account has the Professional Power plan/,
    );
  });
});
