import type Stripe from 'stripe';
import { nextMonthlyDate, unixNow } from '../objects/ids.js';
import { invalidRequest } from '../http/stripe-error.js';
import { customerObject, subscriptionObject } from '../objects/stripe-objects.js';
import { attemptPayment, createInvoice } from './invoicing.js';
import type { EventOrigin, FakeStripeStore } from '../objects/fake-stripe-store.js';
import {
  applyPendingUpdate,
  cancellationDetails,
  itemOf,
  periodOf,
  type UpdateOutcome,
} from './subscription-updates.js';

export { updateSubscription, type SubscriptionChanges } from './subscription-updates.js';

/**
 * What a test control did: the stored objects themselves (later calls change them in place), and the
 * events it recorded, in order, each holding a copy of its object as it was then.
 */
export type BillingOutcome = UpdateOutcome;

export interface CheckoutCompletion extends BillingOutcome {
  session: Stripe.Checkout.Session;
  customer: Stripe.Customer;
  invoice: Stripe.Invoice;
}

const openInvoiceOf = (store: FakeStripeStore, subscription: Stripe.Subscription) => {
  const invoice = subscription.latest_invoice
    ? store.invoices.get(String(subscription.latest_invoice))
    : undefined;
  return invoice?.status === 'open' ? invoice : undefined;
};

function live(store: FakeStripeStore, subscriptionId: string): Stripe.Subscription {
  const subscription = store.subscription(subscriptionId);
  if (subscription.status === 'canceled') throw invalidRequest(`Subscription ${subscriptionId} is canceled.`);
  return subscription;
}

/**
 * What Stripe does when the customer pays on the Checkout page: the customer (unless the session named
 * one), an active subscription for the session's price starting now for a month, its first invoice
 * paid by card. With `paid: false` the payment is still pending: the subscription is incomplete and
 * the invoice open. Records checkout.session.completed, customer.subscription.created, invoice.paid.
 */
export function completeCheckout(
  store: FakeStripeStore,
  sessionId: string,
  options: { paid?: boolean } = {},
): CheckoutCompletion {
  const paid = options.paid ?? true;
  const session = store.checkoutSession(sessionId);
  if (session.status !== 'open') throw invalidRequest(`Checkout Session ${sessionId} is ${session.status}.`);
  const details = store.checkoutDetails.get(sessionId);
  const price = details?.lineItems[0]?.price;
  if (!details || !price) throw new Error(`Checkout Session ${sessionId} has no line item`);
  const now = unixNow();
  const customer = session.customer
    ? store.customer(String(session.customer))
    : customerObject({
        email: session.customer_email ?? 'customer@example.com',
        name: null,
        metadata: {},
        created: now,
      });
  store.customers.set(customer.id, customer);
  const subscription = subscriptionObject({
    customer: customer.id,
    price,
    metadata: details.subscriptionMetadata,
    status: paid ? 'active' : 'incomplete',
    periodEnd: nextMonthlyDate(now, now),
    created: now,
  });
  store.subscriptions.set(subscription.id, subscription);
  const invoice = createInvoice(store, subscription, {
    amount: price.unit_amount ?? 0,
    billingReason: 'subscription_create',
    paidPeriod: periodOf(itemOf(subscription)),
    usagePeriod: { start: now, end: now },
  });
  const charge = paid ? attemptPayment(store, invoice, true) : null;
  subscription.default_payment_method = charge?.payment_method ?? null;
  Object.assign(session, {
    status: 'complete',
    payment_status: paid ? 'paid' : 'unpaid',
    customer: customer.id,
    customer_details: {
      address: null,
      business_name: null,
      email: customer.email,
      individual_name: null,
      name: customer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    subscription: subscription.id,
    invoice: invoice.id,
    url: null,
  } satisfies Partial<Stripe.Checkout.Session>);
  const events = [
    store.recordEvent('checkout.session.completed', session),
    store.recordEvent('customer.subscription.created', subscription),
    ...(paid ? [store.recordEvent('invoice.paid', invoice)] : []),
  ];
  return { session, customer, subscription, invoice, charge, events };
}

/** Starts the next monthly period and bills it; returns the previous state to diff events against. */
function startNextPeriod(store: FakeStripeStore, subscription: Stripe.Subscription, succeeds: boolean) {
  const item = itemOf(subscription);
  const ended = periodOf(item);
  item.current_period_start = ended.end;
  item.current_period_end = nextMonthlyDate(subscription.billing_cycle_anchor, ended.end);
  const invoice = createInvoice(store, subscription, {
    amount: item.price.unit_amount ?? 0,
    billingReason: 'subscription_cycle',
    paidPeriod: periodOf(item),
    usagePeriod: ended,
  });
  return { invoice, charge: attemptPayment(store, invoice, succeeds) };
}

/**
 * The current period ends with the card charged. A subscription set to cancel at period end ends
 * instead (customer.subscription.deleted). One whose last invoice is open (after failPayment, or a
 * declined upgrade) has that invoice retried successfully rather than a new period begun, which
 * applies a pending update waiting for it (then also customer.subscription.pending_update_applied).
 * Otherwise the next month starts and is paid: invoice.paid, then customer.subscription.updated.
 */
export function renewSubscription(store: FakeStripeStore, subscriptionId: string): BillingOutcome {
  const subscription = live(store, subscriptionId);
  const before = structuredClone(subscription);
  if (subscription.cancel_at_period_end) {
    subscription.status = 'canceled';
    subscription.ended_at = itemOf(subscription).current_period_end;
    const event = store.recordEvent('customer.subscription.deleted', subscription);
    return { subscription, invoice: null, charge: null, events: [event] };
  }
  const open = openInvoiceOf(store, subscription);
  const { invoice, charge } = open
    ? { invoice: open, charge: attemptPayment(store, open, true) }
    : startNextPeriod(store, subscription, true);
  const applied = applyPendingUpdate(store, subscription);
  subscription.status = 'active';
  const events = [
    store.recordEvent('invoice.paid', invoice),
    store.recordEvent('customer.subscription.updated', subscription, { before }),
    ...(applied ? [store.recordEvent('customer.subscription.pending_update_applied', subscription)] : []),
  ];
  return { subscription, invoice, charge, events };
}

/**
 * A renewal whose card is declined: the next period starts, its invoice stays open and the
 * subscription goes past_due (invoice.payment_failed, then customer.subscription.updated). If the last
 * invoice is already open, this is a failed retry of it: only invoice.payment_failed.
 */
export function failPayment(store: FakeStripeStore, subscriptionId: string): BillingOutcome {
  const subscription = live(store, subscriptionId);
  const before = structuredClone(subscription);
  const open = openInvoiceOf(store, subscription);
  const { invoice, charge } = open
    ? { invoice: open, charge: attemptPayment(store, open, false) }
    : startNextPeriod(store, subscription, false);
  // A declined pending update leaves the subscription cycling as before, in good standing.
  if (subscription.status === 'active' && !subscription.pending_update) subscription.status = 'past_due';
  const events = [store.recordEvent('invoice.payment_failed', invoice)];
  if (JSON.stringify(before) !== JSON.stringify(subscription)) {
    events.push(store.recordEvent('customer.subscription.updated', subscription, { before }));
  }
  return { subscription, invoice, charge, events };
}

/** Cancels at once (the API's DELETE, or the portal's "cancel now"): customer.subscription.deleted. */
export function cancelSubscription(
  store: FakeStripeStore,
  subscriptionId: string,
  origin?: EventOrigin,
): BillingOutcome {
  const subscription = live(store, subscriptionId);
  const now = unixNow();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancellation_details = cancellationDetails('cancellation_requested');
  const event = store.recordEvent('customer.subscription.deleted', subscription, { origin });
  return { subscription, invoice: null, charge: null, events: [event] };
}
