import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sharedReadinessReportSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime, startFixtureSite, type FixtureSite } from '@signpost/testing';
import { buildServer } from '../server.js';

describe('POST /api/agent-readiness', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let site: FixtureSite;

  beforeAll(async () => {
    runtime = await createTestRuntime('readiness-routes-test', { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
    server = await buildServer(runtime);
    site = await startFixtureSite({ pages: 4, siteName: 'Readiness Co' });
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await site?.close();
  });

  const check = (url: string, remoteAddress = '203.0.113.40') =>
    server.inject({ method: 'POST', url: '/api/agent-readiness', remoteAddress, payload: { url } });

  it('answers the report and keeps it at a shareable address', async () => {
    const answer = await check(site.origin);
    expect(answer.statusCode).toBe(200);
    const report = sharedReadinessReportSchema.parse(answer.json());
    expect(report.checks.map((item) => item.id)).toEqual(
      expect.arrayContaining([
        'llms-txt-exists',
        'ai-crawlers-allowed',
        'markdown-alternates',
        'content-signals',
      ]),
    );
    const shared = await server.inject(`/api/agent-readiness/${report.id}`);
    expect(shared.json()).toEqual(report);
    expect(
      (await server.inject('/api/agent-readiness/6b0c8a4e-3d7f-4f0e-9a57-2f5f3c9f1e11')).statusCode,
    ).toBe(404);
  });

  it("counts anonymous reports with the validator's checks, and refuses private addresses", async () => {
    const address = '203.0.113.41';
    for (let used = 0; used < runtime.config.validator.dailyLimit; used += 1) {
      expect((await check(site.origin, address)).statusCode).toBe(200);
    }
    const over = await check(site.origin, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('daily_limit_reached');
  });
});

describe('POST /api/agent-readiness with private networks closed', () => {
  it('refuses an address on a private network', async () => {
    const runtime = await createTestRuntime('readiness-private-test', {
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'false',
    });
    const server = await buildServer(runtime);
    try {
      const refused = await server.inject({
        method: 'POST',
        url: '/api/agent-readiness',
        payload: { url: 'http://10.0.0.8/' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('address_refused');
    } finally {
      await server.close();
      await runtime.close();
    }
  });
});
