import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import type { BillingService } from '../billing/billing-service.js';
import { declaredRoute } from '../http/declared-route.js';
import { requireAccount } from '../plugins/caller.js';

/** Stripe: the checkout that sells a plan, and the webhook through which the plan changes. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  const tags = ['billing'];

  app.route({
    ...declaredRoute(ROUTES.plans, {
      tags,
      summary: 'The plan catalogue of this installation, and whether payments are set up',
      responses: { 200: 'The plans.' },
    }),
    handler: async () => billing.plans(),
  });

  app.route({
    ...declaredRoute(ROUTES.createCheckout, {
      tags,
      summary: 'A Stripe Checkout page for a paid plan; the plan changes when Stripe confirms payment',
      responses: { 200: 'Where to send the browser.' },
    }),
    handler: async (request) => billing.checkout(requireAccount(request.caller).account, request.body.tier),
  });

  // The signature covers the exact bytes Stripe sent, so this route alone keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
      done(null, raw);
    });
    webhook.route({
      ...declaredRoute(ROUTES.stripeWebhook, {
        tags,
        summary: "Stripe's webhook: verified on the raw body, each event applied once",
        responses: { 200: 'Received; the event is applied in the background.' },
      }),
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        return billing.receiveWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    });
  });
};
