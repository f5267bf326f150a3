import { describe, expect, it } from 'vitest';
import { metricSample } from '@signpost/testing';
import { Metrics } from './metrics.js';

describe('Metrics', () => {
  it('adds up LLM usage by kind of token, with calls and cost', async () => {
    const metrics = new Metrics('scoring');
    const usage = {
      calls: 2,
      inputTokens: 900,
      outputTokens: 120,
      cacheReadTokens: 400,
      cacheCreationTokens: 50,
    };
    metrics.llmUsage({ ...usage, costUsd: 0.004 });
    metrics.llmUsage({ ...usage, calls: 1, costUsd: 0.002 });
    const { body } = await metrics.expose();
    expect(metricSample(body, 'signpost_llm_calls_total', { service: 'scoring' })).toBe(3);
    expect(metricSample(body, 'signpost_llm_tokens_total', { kind: 'input' })).toBe(1800);
    expect(metricSample(body, 'signpost_llm_tokens_total', { kind: 'output' })).toBe(240);
    expect(metricSample(body, 'signpost_llm_tokens_total', { kind: 'cache_read' })).toBe(800);
    expect(metricSample(body, 'signpost_llm_tokens_total', { kind: 'cache_write' })).toBe(100);
    expect(metricSample(body, 'signpost_llm_cost_usd_total')).toBeCloseTo(0.006);
  });

  it('keeps serving when a queue cannot be read, with the gauges of the last scrape', async () => {
    const metrics = new Metrics('gateway');
    let reachable = true;
    metrics.watchQueues(async () => {
      if (!reachable) throw new Error('Redis is away');
      return [{ queue: 'scoring', waiting: 4, active: 1, delayed: 0, failed: 2, oldestWaitingSeconds: 12.5 }];
    });
    await metrics.expose();
    reachable = false;
    const { body } = await metrics.expose();
    expect(metricSample(body, 'signpost_queue_jobs', { queue: 'scoring', state: 'waiting' })).toBe(4);
    expect(metricSample(body, 'signpost_queue_jobs', { queue: 'scoring', state: 'failed' })).toBe(2);
    expect(metricSample(body, 'signpost_queue_oldest_waiting_seconds', { queue: 'scoring' })).toBe(12.5);
  });

  it('keeps the registries of two processes in one test apart', async () => {
    const [first, second] = [new Metrics('discovery'), new Metrics('extraction')];
    first.pages('fetched', 5);
    expect(metricSample((await second.expose()).body, 'signpost_pages_total', { step: 'fetched' })).toBe(0);
    expect(metricSample((await first.expose()).body, 'signpost_pages_total', { step: 'fetched' })).toBe(5);
  });
});
