import type Stripe from 'stripe';
import { newId } from './ids.js';

/** Stripe's type with every field optional all the way down. */
type Fields<T> = T extends readonly (infer U)[]
  ? Fields<U>[]
  : T extends object
    ? { [K in keyof T]?: Fields<T[K]> }
    : T;

/**
 * An object of Stripe's type T from the fields a builder fills. The literal is checked against T, so a
 * misspelt or mistyped field fails the build; the fields left out are ones Signpost never reads, and
 * are absent at run time whatever the SDK's type says.
 */
export const stripeObject = <T>(fields: Fields<T>): T => fields as unknown as T;

export const list = <T>(data: T[], url: string): Stripe.ApiList<T> => ({
  object: 'list',
  data,
  has_more: false,
  url,
});

export function customerObject(fields: {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}): Stripe.Customer {
  return stripeObject<Stripe.Customer>({
    id: newId('cus'),
    object: 'customer',
    balance: 0,
    created: fields.created,
    default_source: null,
    description: null,
    email: fields.email,
    invoice_prefix: newId('').slice(1, 9).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    shipping: null,
  });
}

export function priceObject(id: string, unitAmount: number, currency: string, created: number): Stripe.Price {
  return stripeObject<Stripe.Price>({
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: `prod_${id}`,
    recurring: {
      interval: 'month',
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: unitAmount,
  });
}

/** The legacy Plan every subscription item still carries alongside its Price. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return stripeObject<Stripe.Plan>({
    id: price.id,
    object: 'plan',
    active: true,
    amount: price.unit_amount,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  });
}

export function subscriptionItemObject(fields: {
  subscription: string;
  price: Stripe.Price;
  periodStart: number;
  periodEnd: number;
  created: number;
}): Stripe.SubscriptionItem {
  return stripeObject<Stripe.SubscriptionItem>({
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: fields.created,
    current_period_end: fields.periodEnd,
    current_period_start: fields.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(fields.price),
    price: fields.price,
    quantity: 1,
    subscription: fields.subscription,
    tax_rates: [],
  });
}

/** A subscription whose single item holds the billing period, where API versions since 2025-03-31 keep it. */
export function subscriptionObject(fields: {
  customer: string;
  price: Stripe.Price;
  metadata: Record<string, string>;
  status: Stripe.Subscription.Status;
  periodEnd: number;
  created: number;
}): Stripe.Subscription {
  const id = newId('sub');
  const item = subscriptionItemObject({ ...fields, subscription: id, periodStart: fields.created });
  return stripeObject<Stripe.Subscription>({
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.created,
    billing_cycle_anchor_config: null,
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.price.currency,
    customer: fields.customer,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: list([item], `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null,
    livemode: false,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: fields.created,
    status: fields.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  });
}

/**
 * An open (finalized, unpaid) subscription invoice for one line. Its own period_start/period_end are
 * Stripe's "usage gathered since" window, not the period paid for: that is the line's `period`.
 */
export function invoiceObject(fields: {
  subscription: Stripe.Subscription;
  customerEmail: string | null;
  price: Stripe.Price;
  amount: number;
  billingReason: Stripe.Invoice.BillingReason;
  linePeriod: { start: number; end: number };
  invoicePeriod: { start: number; end: number };
  number: string;
  created: number;
}): Stripe.Invoice {
  const id = newId('in');
  const { subscription, price } = fields;
  const subscriptionItem = subscription.items.data[0]?.id ?? '';
  const line = stripeObject<Stripe.InvoiceLineItem>({
    id: newId('il'),
    object: 'line_item',
    amount: fields.amount,
    currency: price.currency,
    description: `1 × ${String(price.product)}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: subscription.metadata,
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: fields.billingReason === 'subscription_update',
        proration_details: null,
        subscription: subscription.id,
        subscription_item: subscriptionItem,
      },
    },
    period: fields.linePeriod,
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: price.id, product: String(price.product) },
    },
    quantity: 1,
    subscription: subscription.id,
    subtotal: fields.amount,
    taxes: [],
  });
  return stripeObject<Stripe.Invoice>({
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Signpost (fake Stripe)',
    amount_due: fields.amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: fields.amount,
    amount_shipping: 0,
    attempt_count: 0,
    attempted: false,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: price.currency,
    customer: String(subscription.customer),
    customer_email: fields.customerEmail,
    default_payment_method: null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: fields.created,
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/${id}/pdf`,
    lines: list([line], `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: fields.number,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_end: fields.invoicePeriod.end,
    period_start: fields.invoicePeriod.start,
    status: 'open',
    status_transitions: {
      finalized_at: fields.created,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: fields.amount,
    total: fields.amount,
  });
}
