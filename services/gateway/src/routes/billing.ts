import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingNotSetUp,
  requireStripe,
  createCheckout,
  receiveWebhook,
  type StripeClient,
} from '@signpost/billing';
import {
  GUARANTEE_DAYS,
  checkoutResponseSchema,
  createCheckoutRequestSchema,
  plansResponseSchema,
  webhookAckSchema,
} from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { body, errorResponses } from '../http/responses.js';
import { requireAccount } from '../plugins/caller.js';

export interface BillingRoutesOptions {
  runtime: Pick<Runtime, 'repos' | 'queue' | 'config' | 'metrics'>;
  /** Absent without STRIPE_SECRET_KEY: every billing call then answers 503 billing_unavailable. */
  stripe: StripeClient | undefined;
}

/** Stripe: the checkout that sells a plan, and the webhook through which the plan changes. */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (
  app,
  { runtime, stripe },
) => {
  const { repos, queue, config, metrics } = runtime;
  const tags = ['billing'];

  app.get(
    '/api/plans',
    {
      schema: {
        tags,
        summary: 'The plan catalogue of this installation, and whether payments are set up',
        response: { 200: body('The plans.', plansResponseSchema), ...errorResponses(429, 500) },
      },
    },
    async () => ({
      plans: config.plans,
      paymentsEnabled: stripe !== undefined && config.billing.webhookSecret !== undefined,
      guaranteeDays: GUARANTEE_DAYS,
    }),
  );

  app.post(
    '/api/stripe/create-checkout',
    {
      schema: {
        tags,
        summary: 'A Stripe Checkout page for a paid plan; the plan changes when Stripe confirms payment',
        body: createCheckoutRequestSchema,
        response: {
          200: body('Where to send the browser.', checkoutResponseSchema),
          ...errorResponses(400, 401, 403, 429, 500, 503),
        },
      },
    },
    async (request) =>
      createCheckout(
        {
          stripe: requireStripe(stripe),
          repos,
          prices: config.billing.prices,
          publicUrl: config.http.publicUrl,
        },
        requireAccount(request.caller).account,
        request.body.tier,
      ),
  );

  // The signature covers the exact bytes Stripe sent, so this route alone keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
      done(null, raw);
    });
    webhook.post(
      '/api/stripe/webhook',
      {
        schema: {
          tags,
          summary: "Stripe's webhook: verified on the raw body, each event applied once",
          response: {
            200: body('Received; the event is applied in the background.', webhookAckSchema),
            ...errorResponses(400, 429, 500, 503),
          },
        },
      },
      async (request) => {
        const webhookSecret = config.billing.webhookSecret;
        if (!webhookSecret) throw billingNotSetUp();
        const signature = request.headers['stripe-signature'];
        return receiveWebhook(
          { stripe: requireStripe(stripe), repos, queue, webhookSecret, metrics },
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
};
