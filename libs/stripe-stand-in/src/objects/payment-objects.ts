import type Stripe from 'stripe';
import { newId } from './ids.js';
import { stripeObject } from './stripe-objects.js';

/** One card payment of an invoice: a PaymentIntent, its Charge, and the InvoicePayment linking them. */
export interface InvoicePaymentAttempt {
  paymentIntent: Stripe.PaymentIntent;
  charge: Stripe.Charge;
  invoicePayment: Stripe.InvoicePayment;
}

const DECLINE = { code: 'card_declined', message: 'Your card was declined.' };

export function paymentAttemptObjects(
  invoice: Stripe.Invoice,
  succeeded: boolean,
  now: number,
): InvoicePaymentAttempt {
  const paymentIntentId = newId('pi');
  const customer = typeof invoice.customer === 'string' ? invoice.customer : null;
  const paymentMethod = newId('pm');
  const charge = stripeObject<Stripe.Charge>({
    id: newId('ch'),
    object: 'charge',
    amount: invoice.amount_due,
    amount_captured: succeeded ? invoice.amount_due : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: succeeded ? newId('txn') : null,
    billing_details: { address: null, email: invoice.customer_email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'SIGNPOST',
    captured: succeeded,
    created: now,
    currency: invoice.currency,
    customer,
    description:
      invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    disputed: false,
    failure_balance_transaction: null,
    failure_code: succeeded ? null : DECLINE.code,
    failure_message: succeeded ? null : DECLINE.message,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    paid: succeeded,
    payment_intent: paymentIntentId,
    payment_method: paymentMethod,
    receipt_email: null,
    receipt_number: null,
    receipt_url: succeeded ? `https://pay.stripe.com/receipts/${paymentIntentId}` : null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  });
  const paymentIntent = stripeObject<Stripe.PaymentIntent>({
    id: paymentIntentId,
    object: 'payment_intent',
    amount: invoice.amount_due,
    amount_capturable: 0,
    amount_received: succeeded ? invoice.amount_due : 0,
    application: null,
    application_fee_amount: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${paymentIntentId}_secret_${newId('').slice(1)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: invoice.currency,
    customer,
    description: charge.description,
    last_payment_error: succeeded
      ? null
      : { type: 'card_error', code: DECLINE.code, decline_code: 'generic_decline', message: DECLINE.message },
    latest_charge: charge.id,
    livemode: false,
    metadata: {},
    next_action: null,
    payment_method: succeeded ? paymentMethod : null,
    payment_method_types: ['card'],
    status: succeeded ? 'succeeded' : 'requires_payment_method',
  });
  const invoicePayment = stripeObject<Stripe.InvoicePayment>({
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: succeeded ? invoice.amount_due : null,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    status: succeeded ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: succeeded ? now : null },
  });
  return { paymentIntent, charge, invoicePayment };
}

export function refundObject(fields: {
  charge: Stripe.Charge;
  amount: number;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
  created: number;
}): Stripe.Refund {
  const { charge } = fields;
  return stripeObject<Stripe.Refund>({
    id: newId('re'),
    object: 'refund',
    amount: fields.amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: fields.created,
    currency: charge.currency,
    customer: charge.customer,
    metadata: fields.metadata,
    payment_intent: charge.payment_intent,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
}
