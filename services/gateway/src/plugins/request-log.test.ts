import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '@signpost/logger';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The gateway's request log: ids of its own, and no query string (where links carry tokens). */
describe('the request log', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    runtime = await createTestRuntime('request-log-test', { LOG_LEVEL: 'info' });
    const logger = createLogger(runtime.config, 'gateway', {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    server = await buildServer({ ...runtime, logger });
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it('logs no query string of any request, answered or not', async () => {
    for (const url of ['/api/auth/verify-email?token=verify-secret', '/nowhere?api_key=sp_secret']) {
      const response = await server.inject(url);
      const logged = linesOf(String(response.headers['x-request-id']));
      const incoming = logged.find((line) => line.msg === 'incoming request');
      expect(incoming?.req).toMatchObject({ method: 'GET', url: `${url.split('?')[0]}?[redacted]` });
      expect(JSON.stringify(logged)).not.toMatch(/secret/);
    }
  });

  it("makes its own request id, logging a client's well-formed one beside it", async () => {
    const response = await server.inject({
      url: '/api/plans',
      headers: { 'x-request-id': 'client-trace.42' },
    });
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(UUID);
    const logged = linesOf(requestId);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line.clientRequestId).toBe('client-trace.42');

    const again = await server.inject({ url: '/api/plans', headers: { 'x-request-id': 'client-trace.42' } });
    expect(again.headers['x-request-id']).not.toBe(requestId);
  });

  it("drops a client's request id that is long or not a plain token", async () => {
    for (const sent of ['x'.repeat(65), 'forged" reqId="other', '{"json":1}']) {
      const response = await server.inject({ url: '/api/plans', headers: { 'x-request-id': sent } });
      const requestId = String(response.headers['x-request-id']);
      expect(requestId).toMatch(UUID);
      const logged = linesOf(requestId);
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) expect(line).not.toHaveProperty('clientRequestId');
    }
  });
});
