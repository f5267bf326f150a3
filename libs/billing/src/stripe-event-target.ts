import type Stripe from 'stripe';
import type { Repositories, UserRow } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { JobQueue } from '@signpost/queue';
import { settleEmailCheckout } from './email-checkout.js';

/** The account an event concerns, with the customer and subscription to re-read from Stripe. */
export interface EventTarget {
  account: UserRow;
  customerId: string | null;
  subscriptionId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Finds what an event is about. Checkout sessions name our account (client_reference_id, set when
 * the session was made); everything later names the Stripe customer, which checkout tied to it.
 */
export async function targetOf(
  deps: {
    stripe: Stripe;
    repos: Repositories;
    queue: Pick<JobQueue, 'enqueue'>;
    logger: Pick<Logger, 'warn'>;
  },
  event: Stripe.Event,
): Promise<EventTarget | undefined> {
  const { stripe, repos } = deps;
  const byCustomer = async (customerId: string | null, subscriptionId: string | null) => {
    const account = customerId ? await repos.users.findByStripeCustomer(customerId) : undefined;
    return account ? { account, customerId, subscriptionId } : undefined;
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = await stripe.checkout.sessions.retrieve(event.data.object.id);
      // A signed-in buyer's session names the account; an email-only one is settled by its email.
      const account = session.client_reference_id
        ? await repos.users.get(session.client_reference_id)
        : await settleEmailCheckout(deps, session, new Date(event.created * 1000));
      return account
        ? { account, customerId: idOf(session.customer), subscriptionId: idOf(session.subscription) }
        : undefined;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return byCustomer(idOf(event.data.object.customer), event.data.object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return byCustomer(idOf(invoice.customer), idOf(invoice.parent?.subscription_details?.subscription));
    }
    case 'charge.refunded': {
      const target = await byCustomer(idOf(event.data.object.customer), null);
      return target && { ...target, subscriptionId: target.account.stripe_subscription_id };
    }
    default:
      return undefined;
  }
}
