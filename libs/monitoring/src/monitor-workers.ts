import type { AnalysisLifecycle } from '@signpost/analyses';
import type { Config } from '@signpost/config';
import type { Repositories } from '@signpost/db';
import { createGuardedFetcher, createGuardedPoster } from '@signpost/fetch';
import type { Logger } from '@signpost/logger';
import type { Metrics } from '@signpost/metrics';
import { defineScheduledHandler, type JobQueue, type StageWorkers } from '@signpost/queue';
import type { UsagePolicy } from '@signpost/usage';
import { deliverWebhookHandler } from './deliver-webhook-handler.js';
import { finishMonitorRunHandler } from './finish-monitor-run-handler.js';
import { startDueMonitors } from './start-due-monitors.js';

export interface MonitorWorkerDeps {
  config: Config;
  repos: Repositories;
  queue: JobQueue;
  usage: UsagePolicy;
  lifecycle: Pick<AnalysisLifecycle, 'resume'>;
  logger: Logger;
  metrics: Metrics;
}

/** Webhook receivers must answer within this long. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The monitors queue: the tick that starts due runs, the step that finishes a run once its analysis
 * ended, and webhook deliveries. Worked by the scoring service (and the all-in-one process).
 */
export function monitorWorkers(deps: MonitorWorkerDeps): StageWorkers {
  const { config } = deps;
  const fetcher = createGuardedFetcher(config.crawl);
  const poster = createGuardedPoster({
    userAgent: config.crawl.userAgent,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    allowPrivate: config.crawl.allowPrivate,
    allowAddresses: config.crawl.allowAddresses,
  });
  return {
    queues: ['monitors'],
    handlers: [
      defineScheduledHandler('start-due-monitors', deps, () =>
        startDueMonitors({ ...deps, runsPerTick: config.monitors.runsPerTick }),
      ),
      finishMonitorRunHandler({
        ...deps,
        fetcher,
        userAgent: config.crawl.userAgent,
        fullBudgetBytes: config.llmsFull.budgetBytes,
        publicUrl: config.http.publicUrl,
      }),
      deliverWebhookHandler({ ...deps, poster }),
    ],
    schedules: [{ name: 'start-due-monitors', everyMs: config.monitors.tickSeconds * 1000 }],
    close: async () => {
      await fetcher.close();
      await poster.close();
    },
  };
}
