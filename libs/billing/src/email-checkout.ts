import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { PlanCatalogue } from '@signpost/contracts';
import type { BillingConfig } from '@signpost/config';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { JobQueue } from '@signpost/queue';
import { priceOfTier, type PaidTier } from './plan-prices.js';
import { paymentProviderDown } from './billing-errors.js';
import { callStripe } from './stripe-calls.js';
import { writePlan } from './subscription-plan.js';

export interface EmailCheckoutDeps {
  stripe: Stripe;
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  prices: BillingConfig['prices'];
  publicUrl: string;
}

const PAID: ReadonlySet<string> = new Set(['paid', 'no_payment_required']);
const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A checkout bought with an email alone (the coffee flow, decisions.md): no account is needed first,
 * and no password travels to Stripe. The success page signs the buyer in with the session id.
 */
export async function createEmailCheckout(
  deps: EmailCheckoutDeps,
  input: { email: string; tier: PaidTier; websiteUrl?: string | undefined },
): Promise<{ url: string }> {
  const price = priceOfTier(deps.prices, input.tier);
  if (!price)
    throw new AppError('billing_unavailable', `The ${input.tier} plan is not for sale on this installation.`);
  const success = new URL(`${deps.publicUrl}/coffee-success`);
  success.searchParams.set('email', input.email);
  if (input.websiteUrl) success.searchParams.set('website', input.websiteUrl);
  const session = await callStripe(() =>
    deps.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer_email: input.email,
        line_items: [{ price, quantity: 1 }],
        metadata: { tier: input.tier, email: input.email },
        subscription_data: { metadata: { tier: input.tier } },
        // Stripe fills the placeholder; it must stay unencoded in the address.
        success_url: `${success.toString()}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${deps.publicUrl}/pricing?checkout=cancelled`,
      },
      { idempotencyKey: `email-checkout-${randomUUID()}` },
    ),
  );
  if (!session.url)
    throw new AppError('billing_unavailable', 'Unable to create checkout session. Please try again.');
  return { url: session.url };
}

/**
 * Gives a paid email-only checkout its account: the email's, made when missing (with a mail to set a
 * password), tied to the Stripe customer, and granted one sign-in from the success page. Safe to run
 * twice (the webhook and the success page may race): every step is keyed by email or session.
 */
export async function settleEmailCheckout(
  deps: Pick<EmailCheckoutDeps, 'repos' | 'queue'>,
  session: Stripe.Checkout.Session,
  completedAt: Date,
): Promise<UserRow | undefined> {
  const email = (session.customer_details?.email ?? session.customer_email)?.toLowerCase();
  if (!email || session.status !== 'complete' || !PAID.has(session.payment_status)) return undefined;
  const { repos } = deps;
  const created = await repos.users.create({ id: randomUUID(), email, password_hash: null });
  const account = created ?? (await repos.users.findByEmail(email));
  if (!account) return undefined;
  const customerId = idOf(session.customer);
  if (customerId && !account.stripe_customer_id) await repos.users.setStripeCustomer(account.id, customerId);
  await repos.checkoutLogins.grant(session.id, account.id, completedAt);
  if (created) {
    await deps.queue.enqueue('send-account-email', {
      userId: account.id,
      kind: 'set-password',
      requestId: randomUUID(),
    });
  }
  return account;
}

/** A checkout session by id; undefined when Stripe knows none by that id (a 503 when it fails). */
export async function findCheckoutSession(
  stripe: Stripe,
  sessionId: string,
): Promise<Stripe.Checkout.Session | undefined> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
    throw paymentProviderDown(error);
  }
}

/**
 * Settles a paid email-only checkout from Stripe's own record, plan included: the success page may
 * arrive before the webhook, and the buyer should see the plan they paid for at once.
 */
export async function settleFromStripe(
  deps: Pick<EmailCheckoutDeps, 'stripe' | 'repos' | 'queue' | 'prices'> & { plans: PlanCatalogue },
  sessionId: string,
): Promise<void> {
  const session = await findCheckoutSession(deps.stripe, sessionId);
  if (!session) return;
  const account = await settleEmailCheckout(deps, session, new Date());
  const subscriptionId = idOf(session.subscription);
  if (!account || !subscriptionId) return;
  const subscription = await callStripe(() => deps.stripe.subscriptions.retrieve(subscriptionId));
  await deps.repos.transaction(async (tx) => {
    const fresh = await tx.users.getForUpdate(account.id);
    if (fresh) await writePlan(tx, fresh, subscription, deps);
  });
}
