import type Stripe from 'stripe';
import { GUARANTEE_DAYS, type RefundEligibility } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';
import { callStripe } from './stripe-calls.js';

const DAY_MS = 24 * 3600 * 1000;
const PAGE = 100;

/** The subscription's paid invoices, oldest first: the last is the payment a refund returns. */
export async function paidInvoices(stripe: Stripe, subscriptionId: string): Promise<Stripe.Invoice[]> {
  const invoices = await callStripe(() =>
    stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: PAGE }),
  );
  return [...invoices.data].sort((a, b) => a.created - b.created);
}

/** When an invoice was paid (its creation, for an invoice that says no more). */
export const paidAtOf = (invoice: Stripe.Invoice) =>
  new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000);

/**
 * The account's first payment ever: the earliest of the one recorded from Stripe's events and those
 * its Stripe customer shows now, across every subscription it ever had. More paid invoices than one
 * page holds means the first is older than all of them, so long ago that no guarantee covers it.
 */
async function firstPaymentOf(stripe: Stripe, account: UserRow): Promise<Date | 'long ago' | undefined> {
  const customer = account.stripe_customer_id;
  const listed = customer
    ? await callStripe(() => stripe.invoices.list({ customer, status: 'paid', limit: PAGE }))
    : undefined;
  if (listed?.has_more) return 'long ago';
  const payments = (listed?.data ?? []).filter((invoice) => invoice.amount_paid > 0).map(paidAtOf);
  if (account.first_paid_at) payments.push(account.first_paid_at);
  return payments.reduce<Date | undefined>((first, at) => (first && first <= at ? first : at), undefined);
}

const formatAmount = (invoice: Stripe.Invoice) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(
    invoice.amount_paid / 100,
  );

const refused = (reason: string, amountFormatted: string | null = null): RefundEligibility => ({
  eligible: false,
  guaranteeApplies: false,
  amountFormatted,
  reason,
});

/**
 * Whether the money-back guarantee covers the account: a paid plan, the account's first payment ever less
 * than GUARANTEE_DAYS old (docs/product-rules.md, Billing), and no money-back refund given to it before: one
 * per account, so subscribing again never starts a new window. The amount is the last payment, which a refund
 * returns.
 */
export async function refundEligibility(
  stripe: Stripe,
  account: UserRow,
  now = new Date(),
): Promise<RefundEligibility> {
  if (account.tier === 'starter' || !account.stripe_subscription_id)
    return refused('No paid plan to refund.');
  const last = (await paidInvoices(stripe, account.stripe_subscription_id)).at(-1);
  if (!last) return refused('No payment to refund yet.');
  if (account.money_back_refunded_at) {
    return refused(
      `The ${GUARANTEE_DAYS}-day money-back guarantee gives one refund per account, and this account has had it; you can cancel at the end of the billing period.`,
      formatAmount(last),
    );
  }
  const first = (await firstPaymentOf(stripe, account)) ?? paidAtOf(last);
  const ageDays = first === 'long ago' ? Infinity : (now.getTime() - first.getTime()) / DAY_MS;
  const guaranteeApplies = ageDays <= GUARANTEE_DAYS;
  return {
    eligible: guaranteeApplies && last.amount_paid > 0,
    guaranteeApplies,
    amountFormatted: formatAmount(last),
    reason: guaranteeApplies
      ? `Your first payment was ${Math.floor(Math.max(0, ageDays))} days ago, within the ${GUARANTEE_DAYS}-day money-back guarantee.`
      : `The ${GUARANTEE_DAYS}-day money-back guarantee ended; you can cancel at the end of the billing period.`,
  };
}
