import type Stripe from 'stripe';
import {
  booleanParam,
  integerParam,
  listParam,
  metadataParam,
  paramsOf,
  stringParam,
  type Params,
} from '../http/form-params.js';
import { invalidRequest, noSuch } from '../http/stripe-error.js';
import { createdFilter, listPage } from '../http/lists-and-expansion.js';
import { refundCharge } from '../lifecycle/invoicing.js';
import {
  cancelSubscription,
  updateSubscription,
  type SubscriptionChanges,
} from '../lifecycle/subscription-lifecycle.js';
import type { FakeStripeStore } from '../objects/fake-stripe-store.js';
import type { Route } from '../http/route-table.js';

const ID = '([^/]+)';
const PRORATION_BEHAVIORS = ['create_prorations', 'none', 'always_invoice'] as const;
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'pending_if_incomplete'] as const;
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** A filter that passes everything when its parameter is absent. */
const matches = (wanted: string | undefined, actual: unknown) => wanted === undefined || wanted === actual;

/** The changes a POST /v1/subscriptions/:id asks for, limited to the one item the fake keeps. */
function subscriptionChanges(subscription: Stripe.Subscription, params: Params): SubscriptionChanges {
  const changes: SubscriptionChanges = {};
  const cancelAtPeriodEnd = booleanParam(params, 'cancel_at_period_end');
  if (cancelAtPeriodEnd !== undefined) changes.cancelAtPeriodEnd = cancelAtPeriodEnd;
  const metadata = metadataParam(params);
  if (metadata) changes.metadata = metadata;
  const items = listParam(params, 'items');
  if (items.length > 1)
    throw invalidRequest('The fake Stripe server keeps one item per subscription.', 'items');
  const item = paramsOf(items[0], 'items[0]');
  if (item) {
    const itemId = stringParam(item, 'id');
    if (!itemId)
      throw invalidRequest(
        'The fake Stripe server keeps one item per subscription: pass items[0][id].',
        'items[0][id]',
      );
    if (itemId !== subscription.items.data[0]?.id) throw noSuch('subscription_item', itemId, 'items[0][id]');
    const price = stringParam(item, 'price');
    if (price) changes.price = price;
  }
  const proration = stringParam(params, 'proration_behavior');
  if (proration !== undefined) {
    const behavior = PRORATION_BEHAVIORS.find((known) => known === proration);
    if (!behavior) throw invalidRequest(`Invalid proration_behavior: ${proration}`, 'proration_behavior');
    changes.prorationBehavior = behavior;
  }
  const payment = stringParam(params, 'payment_behavior');
  if (payment !== undefined) {
    const behavior = PAYMENT_BEHAVIORS.find((known) => known === payment);
    if (!behavior)
      throw invalidRequest(
        `The fake Stripe server does not speak payment_behavior=${payment}.`,
        'payment_behavior',
      );
    changes.paymentBehavior = behavior;
  }
  return changes;
}

/** `type` names one event type or, with `*`, a group (`invoice.*`); `types[]` lists several. */
function eventTypeFilter(params: Params): (type: string) => boolean {
  const single = stringParam(params, 'type');
  const several = listParam(params, 'types').map(String);
  const patterns = single === undefined ? several : [single];
  if (patterns.length === 0) return () => true;
  const regexes = patterns.map(
    (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
  );
  return (type) => regexes.some((regex) => regex.test(type));
}

function listSubscriptions(store: FakeStripeStore, params: Params) {
  const status = stringParam(params, 'status');
  const customer = stringParam(params, 'customer');
  const price = stringParam(params, 'price');
  const created = createdFilter(params);
  const matching = [...store.subscriptions.values()].filter(
    (subscription) =>
      // Without a status filter Stripe leaves canceled subscriptions out.
      (status === 'all' ||
        (status === undefined ? subscription.status !== 'canceled' : subscription.status === status)) &&
      matches(customer, subscription.customer) &&
      matches(price, subscription.items.data[0]?.price.id) &&
      created(subscription.created),
  );
  return listPage(matching, params, '/v1/subscriptions');
}

function listInvoices(store: FakeStripeStore, params: Params) {
  const [customer, subscription, status] = ['customer', 'subscription', 'status'].map((name) =>
    stringParam(params, name),
  );
  const created = createdFilter(params);
  const matching = [...store.invoices.values()].filter(
    (invoice) =>
      matches(customer, invoice.customer) &&
      matches(subscription, invoice.parent?.subscription_details?.subscription) &&
      matches(status, invoice.status) &&
      created(invoice.created),
  );
  return listPage(matching, params, '/v1/invoices');
}

/** Subscriptions, invoices and their payments, charges, refunds and events. */
export const billingRoutes: Route[] = [
  {
    method: 'GET',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: ({ store }, [id = '']) => store.subscription(id),
  },
  {
    method: 'GET',
    path: /^\/v1\/subscriptions$/,
    handle: ({ store, params }) => listSubscriptions(store, params),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: ({ store, params, origin }, [id = '']) =>
      updateSubscription(store, id, subscriptionChanges(store.subscription(id), params), origin).subscription,
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: ({ store, origin }, [id = '']) => cancelSubscription(store, id, origin).subscription,
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/invoices/${ID}$`),
    handle: ({ store }, [id = '']) => store.invoice(id),
  },
  {
    method: 'GET',
    path: /^\/v1\/invoices$/,
    handle: ({ store, params }) => listInvoices(store, params),
  },
  {
    method: 'GET',
    path: /^\/v1\/invoice_payments$/,
    handle: ({ store, params }) => {
      const invoice = stringParam(params, 'invoice');
      const matching = [...store.invoicePayments.values()].filter((payment) =>
        matches(invoice, payment.invoice),
      );
      return listPage(matching, params, '/v1/invoice_payments');
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/payment_intents/${ID}$`),
    handle: ({ store }, [id = '']) => store.paymentIntent(id),
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/charges/${ID}$`),
    handle: ({ store }, [id = '']) => store.charge(id),
  },
  {
    method: 'GET',
    path: /^\/v1\/charges$/,
    handle: ({ store, params }) => {
      const [customer, paymentIntent] = ['customer', 'payment_intent'].map((name) =>
        stringParam(params, name),
      );
      const matching = [...store.charges.values()].filter(
        (charge) => matches(customer, charge.customer) && matches(paymentIntent, charge.payment_intent),
      );
      return listPage(matching, params, '/v1/charges');
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    handle: ({ store, params, origin }) => {
      const reason = stringParam(params, 'reason');
      if (reason !== undefined && !REFUND_REASONS.includes(reason)) {
        throw invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
      }
      return refundCharge(
        store,
        {
          charge: stringParam(params, 'charge'),
          paymentIntent: stringParam(params, 'payment_intent'),
          amount: integerParam(params, 'amount'),
          reason,
          metadata: metadataParam(params),
        },
        origin,
      ).refund;
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/refunds/${ID}$`),
    handle: ({ store }, [id = '']) => {
      const refund = store.refunds.get(id);
      if (!refund) throw noSuch('refund', id);
      return refund;
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/events/${ID}$`),
    handle: ({ store }, [id = '']) => store.event(id),
  },
  {
    method: 'GET',
    path: /^\/v1\/events$/,
    handle: ({ store, params }) => {
      const type = eventTypeFilter(params);
      const created = createdFilter(params);
      const matching = store.events.filter((event) => type(event.type) && created(event.created));
      return listPage(matching, params, '/v1/events');
    },
  },
];
