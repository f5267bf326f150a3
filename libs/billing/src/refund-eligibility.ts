import type Stripe from 'stripe';
import { GUARANTEE_DAYS, type RefundEligibility } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';
import { callStripe } from './stripe-calls.js';

const DAY_MS = 24 * 3600 * 1000;

/** The subscription's paid invoices, oldest first: the first dates the guarantee, the last is refunded. */
export async function paidInvoices(stripe: Stripe, subscriptionId: string): Promise<Stripe.Invoice[]> {
  const invoices = await callStripe(() =>
    stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 }),
  );
  return [...invoices.data].sort((a, b) => a.created - b.created);
}

const formatAmount = (invoice: Stripe.Invoice) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(
    invoice.amount_paid / 100,
  );

/**
 * Whether the money-back guarantee covers the account: a paid plan whose first payment is less than
 * GUARANTEE_DAYS old (decisions.md). The amount is the last payment, which a refund returns.
 */
export async function refundEligibility(
  stripe: Stripe,
  account: UserRow,
  now = new Date(),
): Promise<RefundEligibility> {
  if (account.tier === 'starter' || !account.stripe_subscription_id) {
    return {
      eligible: false,
      guaranteeApplies: false,
      amountFormatted: null,
      reason: 'No paid plan to refund.',
    };
  }
  const invoices = await paidInvoices(stripe, account.stripe_subscription_id);
  const first = invoices[0];
  const last = invoices.at(-1);
  if (!first || !last) {
    return {
      eligible: false,
      guaranteeApplies: false,
      amountFormatted: null,
      reason: 'No payment to refund yet.',
    };
  }
  const ageDays = (now.getTime() - first.created * 1000) / DAY_MS;
  const guaranteeApplies = ageDays <= GUARANTEE_DAYS;
  return {
    eligible: guaranteeApplies && last.amount_paid > 0,
    guaranteeApplies,
    amountFormatted: formatAmount(last),
    reason: guaranteeApplies
      ? `Your first payment was ${Math.floor(ageDays)} days ago, within the ${GUARANTEE_DAYS}-day money-back guarantee.`
      : `The ${GUARANTEE_DAYS}-day money-back guarantee ended; you can cancel at the end of the billing period.`,
  };
}
