import { WEBHOOK_SIGNATURE_HEADER } from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import { isFetchError, type GuardedPoster, type PostAnswer } from '@signpost/fetch';
import type { Logger } from '@signpost/logger';
import { defineHandler } from '@signpost/queue';
import { presentRunWebhook } from './present-monitor.js';
import { signWebhook } from './webhook-signature.js';

export interface WebhookDeps {
  repos: Repositories;
  logger: Logger;
  poster: GuardedPoster;
}

/**
 * A delivery that did not succeed. It names the receiver by its origin only: the path and query of a
 * webhook address often hold the receiver's own secret, and this error reaches the logs and the
 * queue's record of the job. The poster's error is not kept as the cause for the same reason.
 */
class WebhookDeliveryError extends Error {
  constructor(webhookUrl: string, why: string) {
    super(`The webhook at ${new URL(webhookUrl).origin} ${why}; the delivery is retried.`);
    this.name = 'WebhookDeliveryError';
  }
}

/**
 * POSTs a run that found something to the monitor's webhook, signed with its secret. A failed
 * delivery throws, so the queue retries it with backoff; once accepted (2xx) it is marked and a
 * replay sends nothing.
 */
export function deliverWebhookHandler(deps: WebhookDeps) {
  return defineHandler('deliver-monitor-webhook', async ({ runId }) => {
    const run = await deps.repos.monitorRuns.get(runId);
    const monitor = run ? await deps.repos.monitors.get(run.monitor_id) : undefined;
    if (!run || !monitor?.webhook_url || !monitor.webhook_secret || run.webhook_delivered_at !== null) return;
    const body = JSON.stringify(presentRunWebhook(monitor.id, run));
    let answer: PostAnswer;
    try {
      answer = await deps.poster.post(monitor.webhook_url, body, {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, monitor.webhook_secret, new Date()),
      });
    } catch (error) {
      if (isFetchError(error)) throw new WebhookDeliveryError(monitor.webhook_url, `failed (${error.code})`);
      throw error;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new WebhookDeliveryError(monitor.webhook_url, `answered ${answer.status}`);
    }
    await deps.repos.monitorRuns.markNotified(run.id, 'webhook_delivered_at');
    deps.logger.info({ runId, monitorId: monitor.id }, 'monitor webhook delivered');
  });
}
