import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requireStripe,
  callStripe,
  cancelSubscription,
  noSubscription,
  refundEligibility,
  type StripeClient,
} from '@signpost/billing';
import {
  cancelRequestSchema,
  cancelResponseSchema,
  portalResponseSchema,
  refundEligibilitySchema,
  subscriptionStatusResponseSchema,
} from '@signpost/contracts';
import { AppError } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import { body, errorResponses } from '../http/responses.js';
import { requireAccount } from '../plugins/caller.js';

/** The signed-in account's subscription: its status, the Stripe portal, refund and cancel. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  runtime: Pick<Runtime, 'repos' | 'config'>;
  stripe: StripeClient | undefined;
}> = async (app, { runtime, stripe }) => {
  const { repos, config } = runtime;
  const tags = ['billing'];
  const fullAccount = (caller: Parameters<typeof requireAccount>[0]) => {
    const { account } = requireAccount(caller);
    if (account.is_demo)
      throw new AppError('demo_read_only', 'Demo accounts have no billing. Sign up to subscribe.');
    return account;
  };

  app.get(
    '/api/stripe/subscription-status',
    {
      schema: {
        tags,
        summary: "The account's plan, and its subscription as Stripe says it is now",
        response: {
          200: body('The subscription status.', subscriptionStatusResponseSchema),
          ...errorResponses(401, 429, 500, 503),
        },
      },
    },
    async (request) => {
      const { account } = requireAccount(request.caller);
      const subscriptionId = account.tier === 'starter' ? null : account.stripe_subscription_id;
      const subscription = subscriptionId
        ? await callStripe(() => requireStripe(stripe).subscriptions.retrieve(subscriptionId))
        : undefined;
      const item = subscription?.items.data[0];
      return {
        hasActiveSubscription: subscription !== undefined && subscription.status !== 'canceled',
        tier: account.tier,
        creditsRemaining: account.tier === 'solo' ? (account.credits_remaining ?? 0) : null,
        subscriptions:
          subscription && item
            ? [
                {
                  currentPeriodEnd: item.current_period_end,
                  status: subscription.status,
                  cancelAtPeriodEnd: subscription.cancel_at_period_end,
                },
              ]
            : [],
      };
    },
  );

  app.post(
    '/api/stripe/create-portal',
    {
      schema: {
        tags,
        summary: "A Stripe Customer Portal session for the account's payment details and invoices",
        response: {
          200: body('Where to send the browser.', portalResponseSchema),
          ...errorResponses(401, 403, 404, 429, 500, 503),
        },
      },
    },
    async (request) => {
      const account = fullAccount(request.caller);
      if (!account.stripe_customer_id) throw noSubscription();
      const customer = account.stripe_customer_id;
      const session = await callStripe(() =>
        requireStripe(stripe).billingPortal.sessions.create({
          customer,
          return_url: `${config.http.publicUrl}/dashboard?tab=billing`,
        }),
      );
      return { url: session.url };
    },
  );

  app.get(
    '/api/refund/eligibility',
    {
      schema: {
        tags,
        summary: 'Whether the 30-day money-back guarantee covers the account',
        response: {
          200: body('The eligibility.', refundEligibilitySchema),
          ...errorResponses(401, 403, 429, 500, 503),
        },
      },
    },
    async (request) => refundEligibility(requireStripe(stripe), fullAccount(request.caller)),
  );

  app.post(
    '/api/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel the subscription: with a refund inside the guarantee at once, else at period end',
        body: cancelRequestSchema,
        response: {
          200: body('Cancelled.', cancelResponseSchema),
          ...errorResponses(400, 401, 403, 404, 429, 500, 503),
        },
      },
    },
    async (request) =>
      cancelSubscription(
        { stripe: requireStripe(stripe), repos, prices: config.billing.prices, plans: config.plans },
        fullAccount(request.caller),
        request.body,
      ),
  );
};
