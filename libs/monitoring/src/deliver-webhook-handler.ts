import { WEBHOOK_SIGNATURE_HEADER } from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import type { GuardedPoster } from '@signpost/fetch';
import type { Logger } from '@signpost/logger';
import { defineHandler } from '@signpost/queue';
import { presentRun } from './present-monitor.js';
import { signWebhook } from './webhook-signature.js';

export interface WebhookDeps {
  repos: Repositories;
  logger: Logger;
  poster: GuardedPoster;
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
    const body = JSON.stringify(presentRun(run));
    const answer = await deps.poster.post(monitor.webhook_url, body, {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, monitor.webhook_secret, new Date()),
    });
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`The webhook answered ${answer.status}; the delivery is retried.`);
    }
    await deps.repos.monitorRuns.markNotified(run.id, 'webhook_delivered_at');
    deps.logger.info({ runId, monitorId: monitor.id }, 'monitor webhook delivered');
  });
}
