import type Stripe from 'stripe';
import { unixNow } from '../objects/ids.js';
import {
  integerParam,
  listParam,
  metadataParam,
  objectParam,
  paramsOf,
  stringParam,
} from '../http/form-params.js';
import type { Params } from '../http/form-params.js';
import { invalidRequest, missingParam } from '../http/stripe-error.js';
import { customerObject } from '../objects/stripe-objects.js';
import {
  checkoutLineItem,
  checkoutSessionObject,
  lineItemsList,
  portalSessionObject,
} from '../objects/session-objects.js';
import { createdFilter, listPage } from '../http/lists-and-expansion.js';
import type { FakeStripeStore } from '../objects/fake-stripe-store.js';
import type { Route } from '../http/route-table.js';

const ID = '([^/]+)';

function openCheckoutSession(store: FakeStripeStore, params: Params): Stripe.Checkout.Session {
  const mode = stringParam(params, 'mode');
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription')
    throw invalidRequest('The fake Stripe server only opens sessions with mode=subscription.', 'mode');
  const lines = listParam(params, 'line_items');
  if (lines.length === 0) throw missingParam('line_items');
  if (lines.length > 1)
    throw invalidRequest('The fake Stripe server supports one line item per session.', 'line_items');
  const line = paramsOf(lines[0], 'line_items[0]') ?? {};
  const priceId = stringParam(line, 'price');
  if (!priceId) throw missingParam('line_items[0][price]');
  const customer = stringParam(params, 'customer') ?? null;
  const customerEmail = stringParam(params, 'customer_email') ?? null;
  if (customer && customerEmail) {
    throw invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  }
  if (customer) store.customer(customer, 'customer');
  const lineItems = [checkoutLineItem(store.price(priceId), integerParam(line, 'quantity') ?? 1)];
  const session = checkoutSessionObject({
    pageUrl: store.pageUrl('checkout'),
    lineItems,
    customer,
    customerEmail,
    clientReferenceId: stringParam(params, 'client_reference_id') ?? null,
    metadata: metadataParam(params) ?? {},
    successUrl: stringParam(params, 'success_url') ?? null,
    cancelUrl: stringParam(params, 'cancel_url') ?? null,
    created: unixNow(),
  });
  const subscriptionData = objectParam(params, 'subscription_data') ?? {};
  store.checkoutSessions.set(session.id, session);
  store.checkoutDetails.set(session.id, {
    lineItems,
    subscriptionMetadata: metadataParam(subscriptionData) ?? {},
  });
  return session;
}

/** Customers, Checkout Sessions and Billing Portal sessions. */
export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    handle: ({ store, params }) => {
      const customer = customerObject({
        email: stringParam(params, 'email') ?? null,
        name: stringParam(params, 'name') ?? null,
        metadata: metadataParam(params) ?? {},
        created: unixNow(),
      });
      store.customers.set(customer.id, customer);
      return customer;
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/customers/${ID}$`),
    handle: ({ store }, [id = '']) => store.customer(id),
  },
  {
    method: 'GET',
    path: /^\/v1\/customers$/,
    handle: ({ store, params }) => {
      const email = stringParam(params, 'email');
      const created = createdFilter(params);
      const matching = [...store.customers.values()].filter(
        (customer) => (email === undefined || customer.email === email) && created(customer.created),
      );
      return listPage(matching, params, '/v1/customers');
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    handle: ({ store, params }) => openCheckoutSession(store, params),
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    handle: ({ store }, [id = '']) => store.checkoutSession(id),
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`),
    handle: ({ store, params }, [id = '']) => {
      store.checkoutSession(id);
      const items = store.checkoutDetails.get(id)?.lineItems ?? [];
      return listPage(items, params, lineItemsList(id, items).url);
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/billing_portal\/sessions$/,
    handle: ({ store, params }) => {
      const customer = stringParam(params, 'customer');
      if (!customer) throw missingParam('customer');
      store.customer(customer, 'customer');
      const session = portalSessionObject({
        pageUrl: store.pageUrl('portal'),
        customer,
        returnUrl: stringParam(params, 'return_url') ?? null,
        created: unixNow(),
      });
      store.portalSessions.set(session.id, session);
      return session;
    },
  },
];
