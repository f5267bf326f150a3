import type Stripe from 'stripe';
import { paidInvoices } from './refund-eligibility.js';
import { callStripe } from './stripe-calls.js';

/**
 * Refunds the last payment of the subscription through the payment intent behind its invoice. The
 * key is the invoice's, so a retry never refunds twice.
 */
export async function refundLastPayment(
  stripe: Stripe,
  subscriptionId: string,
  metadata: Record<string, string>,
): Promise<void> {
  const last = (await paidInvoices(stripe, subscriptionId)).at(-1);
  if (!last) return;
  const invoice = await callStripe(() => stripe.invoices.retrieve(last.id, { expand: ['payments'] }));
  const paymentIntent = invoice.payments?.data[0]?.payment.payment_intent;
  if (!paymentIntent) return;
  await callStripe(() =>
    stripe.refunds.create(
      {
        payment_intent: typeof paymentIntent === 'string' ? paymentIntent : paymentIntent.id,
        reason: 'requested_by_customer',
        metadata,
      },
      { idempotencyKey: `refund-${invoice.id}` },
    ),
  );
}
