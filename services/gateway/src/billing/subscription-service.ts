import { toUser } from '@signpost/accounts';
import {
  callStripe,
  cancelSubscription,
  noSubscription,
  refundEligibility,
  requireStripe,
  type StripeClient,
} from '@signpost/billing';
import type { RefundEligibility, subscriptionStatusResponseSchema } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import type { z } from 'zod';

export interface SubscriptionServiceDeps {
  runtime: Pick<Runtime, 'repos' | 'config' | 'usage'>;
  /** Absent without STRIPE_SECRET_KEY: every call to Stripe then answers 503 billing_unavailable. */
  stripe: StripeClient | undefined;
}

/** Demo accounts never pay, so they have nothing to manage, refund or cancel. */
function fullAccount(account: UserRow): UserRow {
  if (account.is_demo)
    throw new AppError('demo_read_only', 'Demo accounts have no billing. Sign up to subscribe.');
  return account;
}

/** The signed-in account's subscription: its status, the Stripe portal, refund and cancel. */
export class SubscriptionService {
  constructor(private readonly deps: SubscriptionServiceDeps) {}

  /**
   * The account's plan (the installation's on a self-hosted one), and its subscription as Stripe says
   * it is now.
   */
  async status(account: UserRow): Promise<z.infer<typeof subscriptionStatusResponseSchema>> {
    const { tier, creditsRemaining } = toUser(account, this.deps.runtime.usage.tierOfAccount(account));
    const subscriptionId = account.tier === 'starter' ? null : account.stripe_subscription_id;
    const subscription = subscriptionId
      ? await callStripe(() => requireStripe(this.deps.stripe).subscriptions.retrieve(subscriptionId))
      : undefined;
    const item = subscription?.items.data[0];
    return {
      hasActiveSubscription: subscription !== undefined && subscription.status !== 'canceled',
      tier,
      creditsRemaining,
      subscriptions:
        subscription && item
          ? [
              {
                currentPeriodEnd: item.current_period_end,
                status: subscription.status,
                cancelAtPeriodEnd: subscription.cancel_at_period_end,
              },
            ]
          : [],
    };
  }

  /** A Stripe Customer Portal session for the account's payment details and invoices. */
  async portal(account: UserRow): Promise<{ url: string }> {
    const customer = fullAccount(account).stripe_customer_id;
    if (!customer) throw noSubscription();
    const session = await callStripe(() =>
      requireStripe(this.deps.stripe).billingPortal.sessions.create({
        customer,
        return_url: `${this.deps.runtime.config.http.publicUrl}/dashboard?tab=billing`,
      }),
    );
    return { url: session.url };
  }

  refundEligibility(account: UserRow): Promise<RefundEligibility> {
    return refundEligibility(requireStripe(this.deps.stripe), fullAccount(account));
  }

  /** With a refund inside the guarantee at once, else at period end. */
  cancel(account: UserRow, request: Parameters<typeof cancelSubscription>[2]) {
    const { repos, config } = this.deps.runtime;
    return cancelSubscription(
      { stripe: requireStripe(this.deps.stripe), repos, prices: config.billing.prices, plans: config.plans },
      fullAccount(account),
      request,
    );
  }
}
