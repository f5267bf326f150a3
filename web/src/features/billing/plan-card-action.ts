import type { Tier, User } from '@signpost/contracts';
import { CHECKOUT_MESSAGES } from '../../api/error-messages/index.js';
import type { PaidTier } from '../../api/signpost-api.js';
import { authLink } from '../auth/auth-links.js';
import { isHigherTier } from '../plans/plan-catalogue.js';

/** What a plan card on /pricing offers the person looking at it. */
export type PlanCardAction =
  | { kind: 'sign-up'; href: string }
  | { kind: 'upgrade'; tier: PaidTier }
  | { kind: 'current' }
  /**
   * A plan below the user's own: nothing to offer (docs/product-rules.md, Plans: no lower plan is offered).
   */
  | { kind: 'none' }
  /** A self-hosted installation's plan, which a visitor gets by making an account. */
  | { kind: 'given'; href: string }
  | { kind: 'unavailable'; reason: string };

export interface PlanCardContext {
  user: Pick<User, 'tier' | 'emailVerified' | 'isDemo'> | null;
  /** null while the server has not said: the checkout call then decides. */
  paymentsEnabled: boolean | null;
  /** The plan every account has on a self-hosted installation, which sells none (SELF_HOSTED_PLAN). */
  selfHostedPlan: Tier | null;
}

export function planCardAction(
  tier: Tier,
  { user, paymentsEnabled, selfHostedPlan }: PlanCardContext,
): PlanCardAction {
  if (user !== null && user.tier === tier) return { kind: 'current' };
  if (user !== null && !isHigherTier(tier, user.tier)) return { kind: 'none' };
  if (selfHostedPlan !== null) {
    return user === null && tier === selfHostedPlan
      ? { kind: 'given', href: authLink('/signup', {}) }
      : { kind: 'unavailable', reason: CHECKOUT_MESSAGES.paymentsOff };
  }
  // The free plan is never bought, so it stays open to visitors whatever the payment settings.
  if (tier === 'starter') return { kind: 'sign-up', href: authLink('/signup', { tier }) };
  if (paymentsEnabled === false) return { kind: 'unavailable', reason: CHECKOUT_MESSAGES.paymentsNotSetUp };
  if (user === null) return { kind: 'sign-up', href: authLink('/signup', { tier }) };
  if (user.isDemo) return { kind: 'unavailable', reason: CHECKOUT_MESSAGES.demoReadOnly };
  if (!user.emailVerified) return { kind: 'unavailable', reason: CHECKOUT_MESSAGES.emailNotVerified };
  return { kind: 'upgrade', tier };
}
