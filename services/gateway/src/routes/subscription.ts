import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { SubscriptionService } from '../billing/subscription-service.js';
import { declaredRoute } from '../http/declared-route.js';
import { requireAccount } from '../plugins/caller.js';

/** The signed-in account's subscription: its status, the Stripe portal, refund and cancel. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionService }> = async (
  app,
  { subscriptions },
) => {
  const tags = ['billing'];

  app.route({
    ...declaredRoute(ROUTES.subscriptionStatus, {
      tags,
      summary: "The account's plan, and its subscription as Stripe says it is now",
      responses: { 200: 'The subscription status.' },
    }),
    handler: async (request) => subscriptions.status(requireAccount(request.caller).account),
  });

  app.route({
    ...declaredRoute(ROUTES.createPortal, {
      tags,
      summary: "A Stripe Customer Portal session for the account's payment details and invoices",
      responses: { 200: 'Where to send the browser.' },
    }),
    handler: async (request) => subscriptions.portal(requireAccount(request.caller).account),
  });

  app.route({
    ...declaredRoute(ROUTES.refundEligibility, {
      tags,
      summary: 'Whether the 30-day money-back guarantee covers the account',
      responses: { 200: 'The eligibility.' },
    }),
    handler: async (request) => subscriptions.refundEligibility(requireAccount(request.caller).account),
  });

  app.route({
    ...declaredRoute(ROUTES.cancelSubscription, {
      tags,
      summary: 'Cancel the subscription: with a refund inside the guarantee at once, else at period end',
      responses: { 200: 'Cancelled.' },
    }),
    handler: async (request) => subscriptions.cancel(requireAccount(request.caller).account, request.body),
  });
};
