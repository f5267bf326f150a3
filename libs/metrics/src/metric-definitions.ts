import { Counter, Gauge, Histogram, collectDefaultMetrics, Registry } from 'prom-client';
import { STAGE_IDS } from '@signpost/contracts';

/** Buckets in seconds for HTTP requests: most answer in milliseconds, SSE and exports take longer. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Buckets in seconds for a stage of one analysis: seconds for small sites, minutes for large ones. */
const STAGE_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1800];

/** `rendered`: pages extraction read from their rendering (they count as `fetched` too). */
export const PAGE_STEPS = ['fetched', 'fetch_failed', 'rendered', 'scored'] as const;
export type PageStep = (typeof PAGE_STEPS)[number];
export const LLM_TOKEN_KINDS = ['input', 'output', 'cache_read', 'cache_write'] as const;
export type LlmTokenKind = (typeof LLM_TOKEN_KINDS)[number];
export const SCORE_CACHE_RESULTS = ['hit', 'miss'] as const;
export const STRIPE_WEBHOOK_OUTCOMES = ['applied', 'duplicate', 'invalid_signature', 'failed'] as const;
export type StripeWebhookOutcome = (typeof STRIPE_WEBHOOK_OUTCOMES)[number];
export const SCHEDULED_RUN_OUTCOMES = ['succeeded', 'failed'] as const;

/** A queue as seen at one scrape. */
export interface QueueSnapshot {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Age of the job waiting longest; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/**
 * Every metric of the product, defined in this one place and registered on a registry of the
 * process's own (never prom-client's global one, so that several runtimes in one test process do not
 * collide). Label values are fixed sets, so no request can grow the number of series.
 */
export function defineMetrics(registry: Registry) {
  const registers = [registry];
  return {
    httpRequestDuration: new Histogram({
      name: 'signpost_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    stageDuration: new Histogram({
      name: 'signpost_stage_duration_seconds',
      help: 'Time one analysis spent in a stage, from its start to its end.',
      labelNames: ['stage'] as const,
      buckets: STAGE_BUCKETS,
      registers,
    }),
    pages: new Counter({
      name: 'signpost_pages_total',
      help: 'Pages fetched, failed to fetch, read from their rendering, or scored; rate() gives pages per second.',
      labelNames: ['step'] as const,
      registers,
    }),
    llmCalls: new Counter({
      name: 'signpost_llm_calls_total',
      help: 'Messages API calls that answered.',
      registers,
    }),
    llmTokens: new Counter({
      name: 'signpost_llm_tokens_total',
      help: 'Tokens the Messages API reported, by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    llmCost: new Counter({
      name: 'signpost_llm_cost_usd_total',
      help: 'Estimated cost of the Messages API calls, in dollars.',
      registers,
    }),
    scoreCache: new Counter({
      name: 'signpost_score_cache_lookups_total',
      help: 'Pages looked up in the score cache, by result (hit or miss).',
      labelNames: ['result'] as const,
      registers,
    }),
    stripeWebhooks: new Counter({
      name: 'signpost_stripe_webhook_events_total',
      help: 'Stripe events by outcome: applied, duplicate, invalid_signature or failed.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    scheduledRuns: new Counter({
      name: 'signpost_scheduled_job_runs_total',
      help: 'Runs of scheduled jobs by job and outcome.',
      // Not `job`: Prometheus gives every scraped series a `job` label of its own.
      labelNames: ['scheduled_job', 'outcome'] as const,
      registers,
    }),
    queueJobs: new Gauge({
      name: 'signpost_queue_jobs',
      help: 'Jobs in a queue by state, read at scrape time.',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    queueOldestWaiting: new Gauge({
      name: 'signpost_queue_oldest_waiting_seconds',
      help: 'Age of the job waiting longest in a queue, read at scrape time.',
      labelNames: ['queue'] as const,
      registers,
    }),
  };
}

export type MetricSet = ReturnType<typeof defineMetrics>;

/** Series that exist from the start at zero, so a dashboard's rate() has a baseline before the first event. */
export function initialiseSeries(metrics: MetricSet): void {
  for (const step of PAGE_STEPS) metrics.pages.labels(step).inc(0);
  for (const kind of LLM_TOKEN_KINDS) metrics.llmTokens.labels(kind).inc(0);
  for (const result of SCORE_CACHE_RESULTS) metrics.scoreCache.labels(result).inc(0);
  for (const outcome of STRIPE_WEBHOOK_OUTCOMES) metrics.stripeWebhooks.labels(outcome).inc(0);
  metrics.llmCalls.inc(0);
  metrics.llmCost.inc(0);
  for (const stage of STAGE_IDS) metrics.stageDuration.zero({ stage });
}

export function createRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
