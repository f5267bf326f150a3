import type Stripe from 'stripe';
import type { Repositories } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Metrics } from '@signpost/metrics';
import type { JobQueue } from '@signpost/queue';

/** Stripe's own default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface ReceiveWebhookDeps {
  stripe: Stripe;
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  webhookSecret: string;
  metrics: Pick<Metrics, 'stripeEvent'>;
}

/**
 * Accepts a webhook delivery: the signature is checked on the exact bytes received, the event id is
 * recorded once, and the work is queued so Stripe gets its answer at once. A redelivery of an event
 * not yet applied is queued again (the job id is the event id, so it runs once).
 */
export async function receiveWebhook(
  deps: ReceiveWebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      deps.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    deps.metrics.stripeEvent('invalid_signature');
    throw new AppError('invalid_webhook', 'The webhook signature does not match.', { cause: error });
  }
  // A redelivery is counted as a duplicate here: its job id is known, so the queue ignores it.
  if (!(await deps.repos.stripeEvents.record(event.id, event.type))) deps.metrics.stripeEvent('duplicate');
  await deps.queue.enqueue('apply-stripe-event', { eventId: event.id });
  return { received: true };
}
