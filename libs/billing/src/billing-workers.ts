import type Stripe from 'stripe';
import type { Config } from '@signpost/config';
import type { Repositories } from '@signpost/db';
import type { Logger } from '@signpost/logger';
import type { Metrics } from '@signpost/metrics';
import {
  defineHandler,
  defineScheduledHandler,
  isPermanentJobFailure,
  type JobQueue,
  type ScheduledRun,
  type ScheduledRunCounter,
  type StageWorkers,
} from '@signpost/queue';
import { applyStripeEvent, type ApplyEventDeps } from './apply-stripe-event.js';
import { requireStripe } from './billing-errors.js';
import { reconcileSoloRenewals } from './reconcile-solo-renewals.js';
import { reconcileStripeEvents } from './reconcile-stripe-events.js';

/** How often Stripe's recent events are compared with those applied here. */
const RECONCILE_EVERY_MS = 10 * 60 * 1000;
/** How often solo accounts past their period end are checked against Stripe. */
const RENEWALS_EVERY_MS = 60 * 60 * 1000;

/** What the billing queue's consumer needs from the process that runs it. */
export interface BillingWorkerDeps {
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  config: Pick<Config, 'billing' | 'plans'>;
  logger: Logger;
  metrics: Pick<Metrics, 'stripeEvent'> & ScheduledRunCounter;
}

/**
 * The billing queue: webhook events applied by re-reading Stripe, and the scheduled reconciliations
 * that catch what the webhook missed. Without a secret key there is no billing: events fail and the
 * schedules are not registered.
 */
export function billingWorkers(workerDeps: BillingWorkerDeps, stripe: Stripe | undefined): StageWorkers {
  const { repos, queue, config, logger, metrics } = workerDeps;
  const deps = (client: Stripe): ApplyEventDeps => ({
    stripe: client,
    repos,
    queue,
    prices: config.billing.prices,
    plans: config.plans,
    logger,
  });
  const schedules: ScheduledRun[] = stripe
    ? [
        { name: 'reconcile-stripe-events', everyMs: RECONCILE_EVERY_MS },
        { name: 'renew-solo-credits', everyMs: RENEWALS_EVERY_MS },
      ]
    : [];
  return {
    queues: ['billing'],
    handlers: [
      defineHandler('apply-stripe-event', async ({ eventId }, context) => {
        try {
          // A duplicate delivery was counted when it arrived (receive-webhook.ts).
          if ((await applyStripeEvent(deps(requireStripe(stripe)), eventId)) === 'applied') {
            metrics.stripeEvent('applied');
          }
        } catch (error) {
          if (context.isFinalAttempt || isPermanentJobFailure(error)) metrics.stripeEvent('failed');
          throw error;
        }
      }),
      defineScheduledHandler('reconcile-stripe-events', workerDeps, async () => {
        if (stripe) await reconcileStripeEvents(deps(stripe));
      }),
      defineScheduledHandler('renew-solo-credits', workerDeps, async () => {
        if (stripe) await reconcileSoloRenewals(deps(stripe));
      }),
    ],
    schedules,
    close: async () => {},
  };
}
