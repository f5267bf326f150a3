import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, metricSample, testConfig, type TestPostgres } from '@signpost/testing';
import { createRuntime, type Runtime } from './runtime.js';
import { startWorkerHealthServer } from './worker-health-server.js';

const METRICS_TOKEN = 'a-test-only-metrics-token';

describe("a worker's health port", () => {
  let database: TestPostgres;
  let runtime: Runtime;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const port = await freePort();
    database = await createTestDatabase();
    runtime = await createRuntime(
      testConfig({ DATABASE_URL: database.url, WORKER_HEALTH_PORT: String(port), METRICS_TOKEN }),
      'extraction',
    );
    const server = await startWorkerHealthServer(runtime);
    close = () => server?.close();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    close();
    await runtime.close();
    await database.drop();
  });

  it("serves the process's metrics in Prometheus's text format, queue depths read at the scrape", async () => {
    runtime.metrics.pages('fetched', 3);
    runtime.metrics.stageFinished('content-fetch', 4.2);
    await runtime.queue.enqueue('extract-batch', { analysisId: crypto.randomUUID(), batch: 0 });

    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await response.text();
    const service = 'extraction';
    expect(metricSample(body, 'signpost_pages_total', { step: 'fetched', service })).toBe(3);
    expect(metricSample(body, 'signpost_stage_duration_seconds_count', { stage: 'content-fetch' })).toBe(1);
    expect(metricSample(body, 'signpost_stage_duration_seconds_sum', { stage: 'content-fetch' })).toBe(4.2);
    expect(metricSample(body, 'signpost_queue_jobs', { queue: 'extraction', state: 'waiting' })).toBe(1);
    expect(
      metricSample(body, 'signpost_queue_oldest_waiting_seconds', { queue: 'extraction' }),
    ).toBeGreaterThanOrEqual(0);
    expect(metricSample(body, 'signpost_queue_jobs', { queue: 'scoring', state: 'waiting' })).toBe(0);
    expect(metricSample(body, 'process_cpu_seconds_total', { service })).toBeGreaterThan(0);
  });

  it('refuses a scrape without the metrics token, whatever the query string', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-metrics-token' }];
    for (const path of ['/metrics', '/metrics?format=text', '/metrics#x']) {
      for (const headers of attempts) {
        const refused = await fetch(`${base}${path}`, { headers });
        expect(refused.status, path).toBe(401);
        expect(await refused.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
    for (const path of ['/Metrics', '/metrics/', '//metrics', '/%6detrics']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('still answers health and readiness, to probes with a query string too', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/healthz?probe=liveness`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz?probe=readiness`)).status).toBe(200);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
