import type { StageId } from '@signpost/contracts';
import {
  createRegistry,
  defineMetrics,
  initialiseSeries,
  type MetricSet,
  type PageStep,
  type QueueSnapshot,
  type StripeWebhookOutcome,
} from './metric-definitions.js';

/** Usage the Messages API reported for one or more calls (the shape of @signpost/scoring's LlmUsage). */
export interface LlmCallUsage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheCreationTokens: number;
  costUsd: number;
}

export type QueueReader = () => Promise<QueueSnapshot[]>;

/** The Prometheus text exposition of a process's metrics. */
export interface MetricsExposition {
  contentType: string;
  body: string;
}

const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * The metrics of one process. Code that does the work reports what happened in its own words (a
 * stage finished, pages were fetched); the names and labels of the series stay in metric-definitions.
 */
export class Metrics {
  private readonly registry;
  private readonly set: MetricSet;
  private readonly queueReaders: QueueReader[] = [];

  constructor(service: string) {
    this.registry = createRegistry(service);
    this.set = defineMetrics(this.registry);
    initialiseSeries(this.set);
  }

  /** `route` is the route's pattern (`/api/analysis/:id`), never the requested URL. */
  httpRequest(route: string, method: string, statusCode: number, seconds: number): void {
    this.set.httpRequestDuration.labels(route, method, statusClass(statusCode)).observe(seconds);
  }

  stageFinished(stage: StageId, seconds: number): void {
    this.set.stageDuration.labels(stage).observe(Math.max(0, seconds));
  }

  pages(step: PageStep, count = 1): void {
    if (count > 0) this.set.pages.labels(step).inc(count);
  }

  llmUsage(usage: LlmCallUsage): void {
    this.set.llmCalls.inc(usage.calls);
    this.set.llmTokens.labels('input').inc(usage.inputTokens);
    this.set.llmTokens.labels('output').inc(usage.outputTokens);
    this.set.llmTokens.labels('cache_read').inc(usage.cacheReadTokens);
    this.set.llmTokens.labels('cache_write').inc(usage.cacheCreationTokens);
    this.set.llmCost.inc(usage.costUsd);
  }

  scoreCacheLookups(hits: number, misses: number): void {
    this.set.scoreCache.labels('hit').inc(hits);
    this.set.scoreCache.labels('miss').inc(misses);
  }

  stripeEvent(outcome: StripeWebhookOutcome): void {
    this.set.stripeWebhooks.labels(outcome).inc();
  }

  scheduledRun(job: string, outcome: 'succeeded' | 'failed'): void {
    this.set.scheduledRuns.labels(job, outcome).inc();
  }

  /** Queue depths are read when scraped, not kept up to date: a scrape reads each reader once. */
  watchQueues(reader: QueueReader): void {
    this.queueReaders.push(reader);
  }

  async expose(): Promise<MetricsExposition> {
    await this.readQueues();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private async readQueues(): Promise<void> {
    const snapshots = await Promise.all(
      // A queue backend that is away must not fail the scrape; its gauges keep their last values.
      this.queueReaders.map((read) => read().catch(() => [] as QueueSnapshot[])),
    );
    for (const snapshot of snapshots.flat()) {
      const { queue } = snapshot;
      this.set.queueJobs.labels(queue, 'waiting').set(snapshot.waiting);
      this.set.queueJobs.labels(queue, 'active').set(snapshot.active);
      this.set.queueJobs.labels(queue, 'delayed').set(snapshot.delayed);
      this.set.queueJobs.labels(queue, 'failed').set(snapshot.failed);
      this.set.queueOldestWaiting.labels(queue).set(snapshot.oldestWaitingSeconds);
    }
  }
}
