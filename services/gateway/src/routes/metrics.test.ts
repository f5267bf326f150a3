import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRuntime, type Runtime } from '@signpost/runtime';
import {
  createTestDatabase,
  createTestRedis,
  metricSample,
  testConfig,
  type TestPostgres,
  type TestRedis,
} from '@signpost/testing';
import { buildServer } from '../server.js';

const METRICS_TOKEN = 'a-test-only-metrics-token';
const scrape = { authorization: `Bearer ${METRICS_TOKEN}` };

/** GET /metrics on the gateway, on the in-process queue (embedded) and on BullMQ (distributed). */
describe.each(['embedded', 'distributed'] as const)('the gateway /metrics (%s)', (mode) => {
  let database: TestPostgres;
  let redis: TestRedis | undefined;
  let runtime: Runtime;
  let server: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = mode === 'distributed' ? await createTestRedis() : undefined;
    runtime = await createRuntime(
      testConfig({
        DATABASE_URL: database.url,
        ...(redis ? { REDIS_URL: redis.url, QUEUE_PREFIX: redis.prefix } : {}),
        JWT_SECRET: 'a-test-only-secret-that-is-long-enough-0123456789',
        STRIPE_SECRET_KEY: 'sk_test_metrics',
        STRIPE_WEBHOOK_SECRET: 'whsec_metrics',
        METRICS_TOKEN,
      }),
      'gateway',
    );
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await database?.drop();
    await redis?.cleanup();
  });

  it('times requests by route pattern, method and status class, never by the URL asked for', async () => {
    const missing = randomUUID();
    await server.inject('/healthz');
    await server.inject('/healthz');
    expect((await server.inject(`/api/analysis/${missing}`)).statusCode).toBe(404);
    expect((await server.inject(`/no/such/${missing}`)).statusCode).toBe(404);
    const webhook = await server.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{"id":"evt_forged"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(webhook.statusCode).toBe(400);
    await runtime.queue.enqueue('discover-site', { analysisId: randomUUID() });

    const response = await server.inject({ url: '/metrics', headers: scrape });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = response.body;
    const requests = (route: string, method: string, statusClass: string) =>
      metricSample(body, 'signpost_http_request_duration_seconds_count', {
        route,
        method,
        status_class: statusClass,
        service: 'gateway',
      });
    expect(requests('/healthz', 'GET', '2xx')).toBe(2);
    expect(requests('/api/analysis/:id', 'GET', '4xx')).toBe(1);
    expect(requests('unmatched', 'GET', '4xx')).toBe(1);
    expect(requests('/api/stripe/webhook', 'POST', '4xx')).toBe(1);
    expect(body).not.toContain(missing);

    expect(metricSample(body, 'signpost_stripe_webhook_events_total', { outcome: 'invalid_signature' })).toBe(
      1,
    );
    expect(metricSample(body, 'signpost_stripe_webhook_events_total', { outcome: 'applied' })).toBe(0);
    expect(metricSample(body, 'signpost_score_cache_lookups_total', { result: 'hit' })).toBe(0);
    expect(metricSample(body, 'signpost_llm_tokens_total', { kind: 'input' })).toBe(0);
    expect(metricSample(body, 'signpost_queue_jobs', { queue: 'discovery', state: 'waiting' })).toBe(1);
    expect(
      metricSample(body, 'signpost_queue_oldest_waiting_seconds', { queue: 'discovery' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('answers only a scrape that bears the metrics token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-metrics-token' },
      { authorization: METRICS_TOKEN },
    ]) {
      const refused = await server.inject({ url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ error: 'unauthorized' });
      expect(refused.body).not.toContain('signpost_');
    }
    expect((await server.inject({ url: '/metrics', headers: scrape })).statusCode).toBe(200);
  });

  it('keeps /metrics out of the API document', async () => {
    const document = (await server.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/healthz');
  });
});
