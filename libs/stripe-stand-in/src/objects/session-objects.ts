import type Stripe from 'stripe';
import { newId } from './ids.js';
import { list, stripeObject } from './stripe-objects.js';

/** How long Stripe keeps a Checkout Session open by default. */
const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;

export function checkoutLineItem(price: Stripe.Price, quantity: number): Stripe.LineItem {
  const amount = (price.unit_amount ?? 0) * quantity;
  return stripeObject<Stripe.LineItem>({
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: String(price.product),
    metadata: {},
    price,
    quantity,
  });
}

export function lineItemsList(sessionId: string, items: Stripe.LineItem[]): Stripe.ApiList<Stripe.LineItem> {
  return list(items, `/v1/checkout/sessions/${sessionId}/line_items`);
}

/** An open hosted Checkout Session in subscription mode; `pageUrl` turns its id into the page to visit. */
export function checkoutSessionObject(fields: {
  pageUrl: (id: string) => string;
  lineItems: Stripe.LineItem[];
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  created: number;
}): Stripe.Checkout.Session {
  const id = newId('cs_test');
  const total = fields.lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  return stripeObject<Stripe.Checkout.Session>({
    id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: fields.created,
    currency: fields.lineItems[0]?.currency ?? 'usd',
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: fields.customer,
    customer_creation: fields.customer ? null : 'always',
    customer_details: null,
    customer_email: fields.customerEmail,
    discounts: [],
    expires_at: fields.created + CHECKOUT_LIFETIME_SECONDS,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: fields.metadata,
    mode: 'subscription',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: fields.pageUrl(id),
  });
}

export function portalSessionObject(fields: {
  pageUrl: (id: string) => string;
  customer: string;
  returnUrl: string | null;
  created: number;
}): Stripe.BillingPortal.Session {
  const id = newId('bps');
  return stripeObject<Stripe.BillingPortal.Session>({
    id,
    object: 'billing_portal.session',
    configuration: newId('bpc'),
    created: fields.created,
    customer: fields.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: fields.returnUrl,
    url: fields.pageUrl(id),
  });
}
