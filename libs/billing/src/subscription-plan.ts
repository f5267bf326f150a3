import type Stripe from 'stripe';
import type { PlanCatalogue } from '@signpost/contracts';
import type { BillingConfig } from '@signpost/config';
import type { AppliedSubscription, Repositories, UserRow } from '@signpost/db';
import { tierOfPrice } from './plan-prices.js';

/** Statuses in which the customer has paid for the current period, or Stripe is still trying. */
const ENTITLED: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing', 'past_due']);

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * The plan an account holds according to a subscription as Stripe describes it now. Solo credits
 * refill when a new billing period begins and are kept within a period, so a replayed or reordered
 * event never hands out a second month's credits.
 */
export function planFromSubscription(
  account: Pick<UserRow, 'tier' | 'credits_remaining' | 'billing_period_start'>,
  subscription: Stripe.Subscription,
  deps: { prices: BillingConfig['prices']; plans: PlanCatalogue },
): AppliedSubscription {
  const item = subscription.items.data[0];
  const tier = item ? tierOfPrice(deps.prices, item.price.id) : undefined;
  if (!item || !tier || !ENTITLED.has(subscription.status)) {
    return {
      tier: 'starter',
      creditsRemaining: null,
      periodStart: null,
      periodEnd: null,
      subscriptionId: subscription.status === 'canceled' ? null : subscription.id,
      status: subscription.status,
    };
  }
  const periodStart = fromUnix(item.current_period_start);
  const samePeriod =
    account.tier === tier && account.billing_period_start?.getTime() === periodStart.getTime();
  const creditsRemaining =
    tier === 'solo'
      ? samePeriod
        ? (account.credits_remaining ?? deps.plans.solo.analyses.limit)
        : deps.plans.solo.analyses.limit
      : null;
  return {
    tier,
    creditsRemaining,
    periodStart,
    periodEnd: fromUnix(item.current_period_end),
    subscriptionId: subscription.id,
    status: subscription.status,
  };
}

/**
 * Writes the plan a subscription gives to an account, except that an old subscription ending never
 * takes away the plan a newer one gives. Returns the plan written, or undefined. Leaving the scale
 * plan revokes the account's API keys: a key never outlives the plan that sells it.
 */
export async function writePlan(
  repos: Pick<Repositories, 'users' | 'apiKeys'>,
  account: UserRow,
  subscription: Stripe.Subscription,
  deps: { prices: BillingConfig['prices']; plans: PlanCatalogue },
): Promise<AppliedSubscription | undefined> {
  const plan = planFromSubscription(account, subscription, deps);
  const current = account.stripe_subscription_id;
  if (plan.tier === 'starter' && current !== null && current !== subscription.id) return undefined;
  await repos.users.applySubscription(account.id, plan);
  if (plan.tier !== 'scale') await repos.apiKeys.revokeAllOfUser(account.id);
  return plan;
}
