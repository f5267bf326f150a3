import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { PlanCatalogue } from '@signpost/contracts';
import type { BillingConfig } from '@signpost/config';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Logger } from '@signpost/logger';
import type { JobQueue } from '@signpost/queue';
import { priceOfTier, type PaidTier } from './plan-prices.js';
import { isInvalidStripeRequest, paymentProviderDown } from './billing-errors.js';
import { reverseForeignCheckout } from './foreign-checkout.js';
import { callStripe } from './stripe-calls.js';
import { writePlan } from './subscription-plan.js';

export interface EmailCheckoutDeps {
  stripe: Stripe;
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  prices: BillingConfig['prices'];
  publicUrl: string;
  logger: Pick<Logger, 'warn'>;
}

const PAID: ReadonlySet<string> = new Set(['paid', 'no_payment_required']);
const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The refusal of an email-only checkout for an email that has an account: the account buys instead. */
export const emailHasAccount = () =>
  new AppError(
    'email_taken',
    'This email already has a Signpost account. Sign in and buy the plan from your account.',
  );

/**
 * A checkout bought with an email alone (the coffee flow, docs/product-rules.md, Billing): no account is
 * needed first, and no password travels to Stripe. It is for new accounts only: paying it can never reach an
 * account that exists, so an email that has one is refused here and its owner buys signed in.
 */
export async function createEmailCheckout(
  deps: Omit<EmailCheckoutDeps, 'logger'>,
  input: { email: string; tier: PaidTier; websiteUrl?: string | undefined },
): Promise<{ url: string }> {
  const price = priceOfTier(deps.prices, input.tier);
  if (!price)
    throw new AppError('billing_unavailable', `The ${input.tier} plan is not for sale on this installation.`);
  if (await deps.repos.users.findByEmail(input.email)) throw emailHasAccount();
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
 * The account a paid session made, made now if the email has none, in one transaction with the
 * record that this session made it. Undefined when the email had an account before: two settlements
 * of the same session agree, as the record is read back after the unique email decided the race.
 */
async function accountMadeBy(
  repos: Repositories,
  session: Stripe.Checkout.Session,
  email: string,
  completedAt: Date,
): Promise<{ account: UserRow; isNew: boolean } | { existing: UserRow } | undefined> {
  return repos.transaction(async (tx) => {
    const created = await tx.users.create({ id: randomUUID(), email, password_hash: null });
    if (created) {
      await tx.checkoutLogins.record(session.id, created.id, { completedAt, createdAccount: true });
      return { account: created, isNew: true };
    }
    const existing = await tx.users.findByEmail(email);
    if (!existing) return undefined;
    if ((await tx.checkoutLogins.accountCreatedBy(session.id)) === existing.id) {
      return { account: existing, isNew: false };
    }
    await tx.checkoutLogins.record(session.id, existing.id, { completedAt, createdAccount: false });
    return { existing };
  });
}

/**
 * Gives a paid email-only checkout its account: made for it (with a mail to set a password), tied to
 * the Stripe customer, and granted one sign-in from the success page. Safe to run twice (the webhook
 * and the success page may race). A checkout paid for an email whose account existed before it (a
 * race past the refusal at checkout) grants that account nothing, neither sign-in, customer nor plan:
 * the payment is refunded and its subscription ended instead.
 */
export async function settleEmailCheckout(
  deps: Pick<EmailCheckoutDeps, 'stripe' | 'repos' | 'queue' | 'logger'>,
  session: Stripe.Checkout.Session,
  completedAt: Date,
): Promise<UserRow | undefined> {
  const email = (session.customer_details?.email ?? session.customer_email)?.toLowerCase();
  if (!email || session.status !== 'complete' || !PAID.has(session.payment_status)) return undefined;
  const made = await accountMadeBy(deps.repos, session, email, completedAt);
  if (!made) return undefined;
  if ('existing' in made) {
    deps.logger.warn(
      { session: session.id, subscription: idOf(session.subscription), account: made.existing.id },
      'email-only checkout paid for an email that already had an account: nothing granted, payment refunded',
    );
    await reverseForeignCheckout(deps.stripe, session);
    return undefined;
  }
  const { account, isNew } = made;
  const customerId = idOf(session.customer);
  if (customerId && !account.stripe_customer_id)
    await deps.repos.users.setStripeCustomer(account.id, customerId);
  if (isNew) {
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
    if (isInvalidStripeRequest(error)) return undefined;
    throw paymentProviderDown(error);
  }
}

/**
 * Settles a paid email-only checkout from Stripe's own record, plan included: the success page may
 * arrive before the webhook, and the buyer should see the plan they paid for at once.
 */
export async function settleFromStripe(
  deps: Pick<EmailCheckoutDeps, 'stripe' | 'repos' | 'queue' | 'prices' | 'logger'> & {
    plans: PlanCatalogue;
  },
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
