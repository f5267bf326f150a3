import type { Tier } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../api/error-messages/index.js';
import { TIERS } from '../plans/plan-catalogue.js';
import { planCardAction } from './plan-card-action.js';
import type { PlanCardContext } from './plan-card-action.js';

const member = (tier: Tier, overrides: Partial<PlanCardContext['user']> = {}) => ({
  tier,
  emailVerified: true,
  isDemo: false,
  ...overrides,
});

/** Every card's action at once, in catalogue order. */
const actions = (context: PlanCardContext) => TIERS.map((tier) => planCardAction(tier, context));

describe('planCardAction', () => {
  it('sends visitors to sign-up with the plan chosen', () => {
    expect(actions({ user: null, paymentsEnabled: true, selfHostedPlan: null })).toEqual([
      { kind: 'sign-up', href: '/signup?tier=starter' },
      { kind: 'sign-up', href: '/signup?tier=solo' },
      { kind: 'sign-up', href: '/signup?tier=growth' },
      { kind: 'sign-up', href: '/signup?tier=scale' },
    ]);
  });

  it('marks the current plan, hides lower ones and offers the higher ones', () => {
    expect(actions({ user: member('growth'), paymentsEnabled: true, selfHostedPlan: null })).toEqual([
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'current' },
      { kind: 'upgrade', tier: 'scale' },
    ]);
  });

  it('offers every paid plan to a free account', () => {
    expect(actions({ user: member('starter'), paymentsEnabled: true, selfHostedPlan: null })).toEqual([
      { kind: 'current' },
      { kind: 'upgrade', tier: 'solo' },
      { kind: 'upgrade', tier: 'growth' },
      { kind: 'upgrade', tier: 'scale' },
    ]);
  });

  it('offers nothing above the top plan', () => {
    expect(
      actions({ user: member('scale'), paymentsEnabled: true, selfHostedPlan: null }).map(({ kind }) => kind),
    ).toEqual(['none', 'none', 'none', 'current']);
  });

  it('asks an unverified account to verify before upgrading', () => {
    const action = planCardAction('solo', {
      user: member('starter', { emailVerified: false }),
      paymentsEnabled: true,
      selfHostedPlan: null,
    });
    expect(action).toEqual({ kind: 'unavailable', reason: CHECKOUT_MESSAGES.emailNotVerified });
  });

  it('tells a demo session it cannot buy', () => {
    const action = planCardAction('growth', {
      user: member('starter', { isDemo: true }),
      paymentsEnabled: true,
      selfHostedPlan: null,
    });
    expect(action).toEqual({ kind: 'unavailable', reason: CHECKOUT_MESSAGES.demoReadOnly });
  });

  it('disables the paid plans when payments are not set up, for visitors and accounts alike', () => {
    const unavailable = { kind: 'unavailable', reason: CHECKOUT_MESSAGES.paymentsNotSetUp };
    expect(actions({ user: null, paymentsEnabled: false, selfHostedPlan: null })).toEqual([
      { kind: 'sign-up', href: '/signup?tier=starter' },
      unavailable,
      unavailable,
      unavailable,
    ]);
    expect(
      actions({
        user: member('solo', { emailVerified: false }),
        paymentsEnabled: false,
        selfHostedPlan: null,
      }),
    ).toEqual([{ kind: 'none' }, { kind: 'current' }, unavailable, unavailable]);
  });

  it('sells nothing on a self-hosted installation: a visitor signs up for its plan, an account has it', () => {
    const off = { kind: 'unavailable', reason: CHECKOUT_MESSAGES.paymentsOff };
    expect(actions({ user: null, paymentsEnabled: false, selfHostedPlan: 'growth' })).toEqual([
      off,
      off,
      { kind: 'given', href: '/signup' },
      off,
    ]);
    expect(actions({ user: member('growth'), paymentsEnabled: false, selfHostedPlan: 'growth' })).toEqual([
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'current' },
      off,
    ]);
  });

  it('lets the checkout call decide while the server has not said whether payments work', () => {
    expect(
      planCardAction('scale', { user: member('starter'), paymentsEnabled: null, selfHostedPlan: null }),
    ).toEqual({
      kind: 'upgrade',
      tier: 'scale',
    });
  });
});
