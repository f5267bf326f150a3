import type Stripe from 'stripe';
import { defineHandler } from '@signpost/queue';
import type { Runtime, StageWorkers } from '@signpost/runtime';
import { applyStripeEvent } from './apply-stripe-event.js';
import { requireStripe } from './billing-errors.js';

/** The billing queue: webhook events applied by re-reading Stripe (absent without a secret key). */
export function billingWorkers(runtime: Runtime, stripe: Stripe | undefined): StageWorkers {
  const { repos, queue, config, logger } = runtime;
  return {
    queues: ['billing'],
    handlers: [
      defineHandler('apply-stripe-event', async ({ eventId }) => {
        await applyStripeEvent(
          {
            stripe: requireStripe(stripe),
            repos,
            queue,
            prices: config.billing.prices,
            plans: config.plans,
            logger,
          },
          eventId,
        );
      }),
    ],
    close: async () => {},
  };
}
