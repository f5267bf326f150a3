import { describe, expect, it } from 'vitest';
import { verificationUnlocks } from './verification-unlocks.js';

describe('verificationUnlocks', () => {
  it('names plan upgrades only where the installation sells plans', () => {
    expect(verificationUnlocks({ paymentsEnabled: true, selfHostedPlan: null })).toBe(
      'password reset and tier upgrades',
    );
    expect(verificationUnlocks({ paymentsEnabled: null, selfHostedPlan: null })).toBe(
      'password reset and tier upgrades',
    );
    expect(verificationUnlocks({ paymentsEnabled: false, selfHostedPlan: null })).toBe('password reset');
    expect(verificationUnlocks({ paymentsEnabled: false, selfHostedPlan: 'scale' })).toBe('password reset');
  });
});
