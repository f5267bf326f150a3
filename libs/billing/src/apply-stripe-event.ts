import type Stripe from 'stripe';
import type { PlanCatalogue } from '@signpost/contracts';
import type { BillingConfig } from '@signpost/config';
import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { JobQueue } from '@signpost/queue';
import { paidAtOf } from './refund-eligibility.js';
import { targetOf } from './stripe-event-target.js';
import { writePlan } from './subscription-plan.js';

export interface ApplyEventDeps {
  stripe: Stripe;
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  prices: BillingConfig['prices'];
  plans: PlanCatalogue;
  logger: Logger;
}

/**
 * Applies one webhook event. Nothing is taken from the delivered payload: the event, and the
 * subscription it names, are re-read from Stripe, so duplicates and out-of-order deliveries all
 * converge on what Stripe says now. The account's plan is written in one transaction with the mark
 * that the event was applied, so each event takes effect once: 'duplicate' when it had been already.
 */
export async function applyStripeEvent(
  deps: ApplyEventDeps,
  eventId: string,
): Promise<'applied' | 'duplicate'> {
  const { stripe, repos } = deps;
  // A redelivery of an applied event needs nothing from Stripe; the transaction below still decides.
  if (await repos.stripeEvents.isApplied(eventId)) return 'duplicate';
  const event = await stripe.events.retrieve(eventId);
  const target = await targetOf(deps, event);
  const subscription = target?.subscriptionId
    ? await stripe.subscriptions.retrieve(target.subscriptionId)
    : undefined;
  return repos.transaction(async (tx) => {
    await tx.stripeEvents.record(event.id, event.type);
    if (!(await tx.stripeEvents.markApplied(event.id))) return 'duplicate';
    const account = target ? await tx.users.getForUpdate(target.account.id) : undefined;
    if (!target || !account) return 'applied';
    if (target.customerId && account.stripe_customer_id !== target.customerId) {
      await tx.users.setStripeCustomer(account.id, target.customerId);
    }
    // The first payment ever dates the money-back guarantee; the earliest seen is kept, in any order.
    if (event.type === 'invoice.paid' && event.data.object.amount_paid > 0) {
      await tx.users.recordPayment(account.id, paidAtOf(event.data.object));
    }
    if (!subscription) return 'applied';
    const plan = await writePlan(tx, account, subscription, deps);
    if (plan)
      deps.logger.info({ event: event.type, account: account.id, tier: plan.tier }, 'subscription applied');
    return 'applied';
  });
}
