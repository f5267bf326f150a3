import type Stripe from 'stripe';
import { unixNow } from '../objects/ids.js';
import { invalidRequest } from '../http/stripe-error.js';
import { invoiceObject } from '../objects/stripe-objects.js';
import { paymentAttemptObjects, refundObject } from '../objects/payment-objects.js';
import type { EventOrigin, FakeStripeStore } from '../objects/fake-stripe-store.js';

/** When the fake schedules the next automatic attempt at a failed invoice (Stripe's retry schedule is days). */
const RETRY_DELAY_SECONDS = 3 * 24 * 60 * 60;

export interface Period {
  start: number;
  end: number;
}

/**
 * A finalized invoice for the subscription's one item. `paidPeriod` is what the line bills for;
 * `usagePeriod` is the invoice's own period_start/period_end, which Stripe sets to the period that
 * just ended (or to the creation time, for a subscription's first invoice).
 */
export function createInvoice(
  store: FakeStripeStore,
  subscription: Stripe.Subscription,
  fields: {
    amount: number;
    billingReason: Stripe.Invoice.BillingReason;
    paidPeriod: Period;
    usagePeriod: Period;
  },
): Stripe.Invoice {
  const customer = store.customer(String(subscription.customer));
  const price = subscription.items.data[0]?.price;
  if (!price) throw new Error(`Subscription ${subscription.id} has no item`);
  const invoice = invoiceObject({
    subscription,
    customerEmail: customer.email,
    price,
    amount: fields.amount,
    billingReason: fields.billingReason,
    linePeriod: fields.paidPeriod,
    invoicePeriod: fields.usagePeriod,
    number: store.nextInvoiceNumber(customer),
    created: unixNow(),
  });
  store.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

/** Charges the invoice's card once; the invoice is paid, or stays open with a retry scheduled. */
export function attemptPayment(
  store: FakeStripeStore,
  invoice: Stripe.Invoice,
  succeeds: boolean,
): Stripe.Charge {
  const now = unixNow();
  const attempt = paymentAttemptObjects(invoice, succeeds, now);
  store.paymentIntents.set(attempt.paymentIntent.id, attempt.paymentIntent);
  store.charges.set(attempt.charge.id, attempt.charge);
  store.invoicePayments.set(attempt.invoicePayment.id, attempt.invoicePayment);
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (succeeds) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now;
  } else {
    invoice.next_payment_attempt = now + RETRY_DELAY_SECONDS;
  }
  return attempt.charge;
}

export interface RefundRequest {
  charge?: string;
  paymentIntent?: string;
  /** Cents; the whole unrefunded amount when left out. */
  amount?: number;
  reason?: Stripe.Refund.Reason;
  metadata?: Record<string, string>;
}

/** Refunds a successful charge, wholly or in part, and records charge.refunded. */
export function refundCharge(
  store: FakeStripeStore,
  request: RefundRequest,
  origin?: EventOrigin,
): { refund: Stripe.Refund; charge: Stripe.Charge; events: Stripe.Event[] } {
  if (request.charge && request.paymentIntent) {
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', 'charge');
  }
  const charge = request.charge
    ? store.charge(request.charge, 'charge')
    : request.paymentIntent
      ? store.charge(String(store.paymentIntent(request.paymentIntent, 'payment_intent').latest_charge))
      : undefined;
  if (!charge)
    throw invalidRequest(
      'One of the following params should be provided for this request: charge or payment_intent.',
    );
  if (charge.status !== 'succeeded') {
    throw invalidRequest(`Charge ${charge.id} has not succeeded, so it cannot be refunded.`, 'charge');
  }
  const unrefunded = charge.amount - charge.amount_refunded;
  if (unrefunded === 0) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  }
  const amount = request.amount ?? unrefunded;
  if (amount < 1) throw invalidRequest('Invalid positive integer', 'amount', 'parameter_invalid_integer');
  if (amount > unrefunded) {
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${unrefunded})`,
      'amount',
      'amount_too_large',
    );
  }
  const refund = refundObject({
    charge,
    amount,
    reason: request.reason ?? null,
    metadata: request.metadata ?? {},
    created: unixNow(),
  });
  store.refunds.set(refund.id, refund);
  const before = structuredClone(charge);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const event = store.recordEvent('charge.refunded', charge, { before, origin });
  return { refund, charge, events: [event] };
}
