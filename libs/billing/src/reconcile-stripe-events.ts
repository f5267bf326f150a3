import type Stripe from 'stripe';
import { applyStripeEvent, type ApplyEventDeps } from './apply-stripe-event.js';

/**
 * Stripe retries a webhook delivery for up to three days, then gives up. Each reconciliation looks
 * back this far, a little more than that, so an event whose every delivery failed (or whose job
 * failed for good) is still found after an outage of the workers, however long the previous run ago.
 */
export const RECONCILE_LOOKBACK_SECONDS = 4 * 24 * 3600;

/** The event types applyStripeEvent acts on (stripe-event-target.ts); others change nothing here. */
const RECONCILED_TYPES: Stripe.EventListParams['types'] = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
];

/**
 * Lists the recent events from Stripe and applies, oldest first, every one not applied yet. Applying
 * re-reads Stripe and marks the event in the same transaction as its effect, so an event the webhook
 * applies at the same moment still takes effect once. Returns the ids applied by this run.
 */
export async function reconcileStripeEvents(deps: ApplyEventDeps, now = new Date()): Promise<string[]> {
  const since = Math.floor(now.getTime() / 1000) - RECONCILE_LOOKBACK_SECONDS;
  const missed: string[] = [];
  // Stripe lists newest first; the SDK's iterator follows the pages.
  for await (const event of deps.stripe.events.list({
    created: { gte: since },
    types: RECONCILED_TYPES,
    limit: 100,
  })) {
    if (!(await deps.repos.stripeEvents.isApplied(event.id))) missed.push(event.id);
  }
  const applied: string[] = [];
  for (const eventId of missed.reverse()) {
    if ((await applyStripeEvent(deps, eventId)) === 'applied') applied.push(eventId);
  }
  if (applied.length > 0) deps.logger.warn({ applied }, 'Stripe events missed by the webhook were applied');
  return applied;
}
