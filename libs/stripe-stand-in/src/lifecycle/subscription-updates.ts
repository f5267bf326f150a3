import type Stripe from 'stripe';
import { unixNow } from '../objects/ids.js';
import { invalidRequest } from '../http/stripe-error.js';
import { planOf } from '../objects/stripe-objects.js';
import { mergeMetadata } from '../http/form-params.js';
import { attemptPayment, createInvoice, type Period } from './invoicing.js';
import type { EventOrigin, FakeStripeStore } from '../objects/fake-stripe-store.js';

/** Stripe keeps a pending update this long for its invoice to be paid, then discards it. */
const PENDING_UPDATE_LIFETIME_SECONDS = 23 * 60 * 60;

export interface SubscriptionChanges {
  /** Switches the one item to this Price, keeping the item (an upgrade or downgrade). */
  price?: string;
  cancelAtPeriodEnd?: boolean;
  /** Merged key by key; an empty value removes its key. */
  metadata?: Record<string, string>;
  /** With `always_invoice`, a price rise is invoiced and charged at once for the rest of the period. */
  prorationBehavior?: 'create_prorations' | 'none' | 'always_invoice';
  /**
   * What a declined charge for the change does. `allow_incomplete` (Stripe's default) applies the
   * change anyway and leaves the invoice open; `pending_if_incomplete` applies it only once the
   * invoice is paid, keeping it meanwhile as the subscription's `pending_update`.
   */
  paymentBehavior?: 'allow_incomplete' | 'pending_if_incomplete';
}

/**
 * What the change leaves: the subscription, the invoice and charge it caused (if any), and the events
 * recorded, in order.
 */
export interface UpdateOutcome {
  subscription: Stripe.Subscription;
  invoice: Stripe.Invoice | null;
  charge: Stripe.Charge | null;
  events: Stripe.Event[];
}

export const itemOf = (subscription: Stripe.Subscription): Stripe.SubscriptionItem => {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no item`);
  return item;
};

export const periodOf = (item: Stripe.SubscriptionItem): Period => ({
  start: item.current_period_start,
  end: item.current_period_end,
});

export const cancellationDetails = (
  reason: 'cancellation_requested' | null,
): Stripe.Subscription.CancellationDetails => ({
  comment: null,
  feedback: null,
  feedback_option: null,
  reason,
});

/** The share of a price rise owed for the rest of the current period, in cents. */
function prorationOf(item: Stripe.SubscriptionItem, oldAmount: number, now: number): number {
  const { start, end } = periodOf(item);
  const remaining = Math.min(1, Math.max(0, (end - now) / (end - start)));
  return Math.round(((item.price.unit_amount ?? 0) - oldAmount) * remaining);
}

/** Only what makes an invoice may be made pending (Stripe's pending updates reference). */
function refuseUnpendable(changes: SubscriptionChanges): void {
  if (changes.paymentBehavior !== 'pending_if_incomplete') return;
  const unpendable = (['cancelAtPeriodEnd', 'metadata'] as const).filter((key) => changes[key] !== undefined);
  if (unpendable.length > 0) {
    throw invalidRequest(
      'When payment_behavior is pending_if_incomplete you can only pass the parameters supported by pending updates.',
      'payment_behavior',
    );
  }
}

function setPrice(store: FakeStripeStore, item: Stripe.SubscriptionItem, priceId: string): void {
  item.price = store.price(priceId);
  item.plan = planOf(item.price);
}

/**
 * Applies a subscription's pending update, once the invoice it waited for is paid: its items replace
 * the subscription's and the update is cleared. Returns whether there was one.
 */
export function applyPendingUpdate(store: FakeStripeStore, subscription: Stripe.Subscription): boolean {
  const pending = subscription.pending_update;
  if (!pending) return false;
  const price = pending.subscription_items?.[0]?.price.id;
  if (price) setPrice(store, itemOf(subscription), price);
  subscription.pending_update = null;
  return true;
}

/**
 * Changes a subscription as the API (or the customer, in the Billing Portal) would, recording
 * customer.subscription.updated when anything changed, and invoice.paid (or invoice.payment_failed,
 * when the customer's card is declined) for a proration charged now. Prorations Stripe would add to the
 * next invoice (`create_prorations`, its default) are not kept.
 */
export function updateSubscription(
  store: FakeStripeStore,
  subscriptionId: string,
  changes: SubscriptionChanges,
  origin?: EventOrigin,
): UpdateOutcome {
  const subscription = store.subscription(subscriptionId);
  const onlyMetadata = Object.keys(changes).every((key) => key === 'metadata');
  if (subscription.status === 'canceled' && !onlyMetadata) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  refuseUnpendable(changes);
  const before = structuredClone(subscription);
  const item = itemOf(subscription);
  const now = unixNow();
  const oldPrice = item.price.id;
  if (changes.price !== undefined && changes.price !== oldPrice) setPrice(store, item, changes.price);
  if (changes.cancelAtPeriodEnd !== undefined) {
    const cancel = changes.cancelAtPeriodEnd;
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? item.current_period_end : null;
    subscription.canceled_at = cancel ? now : null;
    subscription.cancellation_details = cancellationDetails(cancel ? 'cancellation_requested' : null);
  }
  subscription.metadata = mergeMetadata(subscription.metadata, changes.metadata);
  const oldAmount = store.price(oldPrice).unit_amount ?? 0;
  const proration = changes.prorationBehavior === 'always_invoice' ? prorationOf(item, oldAmount, now) : 0;
  const invoice =
    proration > 0
      ? createInvoice(store, subscription, {
          amount: proration,
          billingReason: 'subscription_update',
          paidPeriod: { start: now, end: item.current_period_end },
          usagePeriod: { start: now, end: now },
        })
      : null;
  const paid = !store.declinedCustomers.has(String(subscription.customer));
  const charge = invoice ? attemptPayment(store, invoice, paid) : null;
  if (invoice && !paid && changes.paymentBehavior === 'pending_if_incomplete') {
    subscription.pending_update = {
      billing_cycle_anchor: null,
      cancel_at_period_end: null,
      discount: null,
      discounts: null,
      expires_at: now + PENDING_UPDATE_LIFETIME_SECONDS,
      metadata: null,
      subscription_items: [structuredClone(item)],
      trial_end: null,
      trial_from_plan: null,
    };
    setPrice(store, item, oldPrice);
  } else if (invoice && !paid && subscription.status === 'active') {
    subscription.status = 'past_due';
  }
  const events: Stripe.Event[] = [];
  if (JSON.stringify(before) !== JSON.stringify(subscription)) {
    events.push(store.recordEvent('customer.subscription.updated', subscription, { before, origin }));
  }
  if (invoice)
    events.push(store.recordEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice, { origin }));
  return { subscription, invoice, charge, events };
}
