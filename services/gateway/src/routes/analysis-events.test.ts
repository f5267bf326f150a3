import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createAnalysis, createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PER_ADDRESS = 2;
const PER_ACCOUNT = 2;

interface OpenStream {
  status: number;
  response: IncomingMessage;
  request: ClientRequest;
}

/** Event streams hold connections open, so each caller and each address may hold only so many. */
describe('analysis event streams', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let port: number;
  const open: OpenStream[] = [];

  beforeAll(async () => {
    runtime = await createTestRuntime('analysis-events-test', {
      TRUST_PROXY: '127.0.0.1',
      EVENT_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      EVENT_STREAMS_PER_ACCOUNT: String(PER_ACCOUNT),
    });
    server = await buildServer(runtime);
    await server.listen({ host: '127.0.0.1', port: 0 });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const stream of open) stream.request.destroy();
    await server.close();
    await runtime.close();
  });

  /** Opens a stream of a running analysis as a client at `from` would, and keeps it open. */
  async function follow(analysisId: string, from: string, token?: string): Promise<OpenStream> {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: `/api/analysis/${analysisId}/events`,
      headers: { 'x-forwarded-for': from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request.on('response', resolve).on('error', reject).end();
    });
    const stream = { status: response.statusCode ?? 0, response, request };
    open.push(stream);
    return stream;
  }

  async function refusalOf(stream: OpenStream) {
    let text = '';
    for await (const chunk of stream.response) text += String(chunk);
    return {
      retryAfter: stream.response.headers['retry-after'],
      body: errorBodySchema.parse(JSON.parse(text)),
    };
  }

  const running = async () => (await createAnalysis(runtime.repos)).id;

  it('refuses a client address more open streams than its limit, and frees a place when one closes', async () => {
    const analysisId = await running();
    const first = await follow(analysisId, '203.0.113.1');
    const second = await follow(await running(), '203.0.113.1');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.response.headers['content-type']).toMatch(/^text\/event-stream/);
    // A hijacked reply writes its own head: the security headers must still be on it.
    expect(first.response.headers['x-content-type-options']).toBe('nosniff');
    expect(first.response.headers['content-security-policy']).toContain("default-src 'self'");

    const third = await follow(analysisId, '203.0.113.1');
    expect(third.status).toBe(429);
    const refusal = await refusalOf(third);
    expect(refusal.body.error).toBe('rate_limited');
    expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
    expect((await follow(analysisId, '203.0.113.2')).status).toBe(200);

    first.request.destroy();
    await vi.waitFor(async () => {
      const again = await follow(analysisId, '203.0.113.1');
      if (again.status !== 200) await refusalOf(again);
      expect(again.status).toBe(200);
    });
  });

  it("refuses an account more open streams than its limit, from whatever address, but not others' streams", async () => {
    const owner = await registerAccount(server, 'streams@example.com', 'Streams-Password-1');
    const analysisId = (await createAnalysis(runtime.repos, { user_id: owner.user.id })).id;
    expect((await follow(analysisId, '198.51.100.10', owner.accessToken)).status).toBe(200);
    expect((await follow(analysisId, '198.51.100.11', owner.accessToken)).status).toBe(200);
    const beyond = await follow(analysisId, '198.51.100.12', owner.accessToken);
    expect(beyond.status).toBe(429);
    expect((await refusalOf(beyond)).body.error).toBe('rate_limited');
    expect((await follow(await running(), '198.51.100.12')).status).toBe(200);
  });

  it('gives the place back when a stream ends by itself with the analysis', async () => {
    const analysisId = (await createAnalysis(runtime.repos, { status: 'completed', stage: 'finalization' }))
      .id;
    for (let n = 0; n <= PER_ADDRESS; n++) {
      const response = await server.inject({
        url: `/api/analysis/${analysisId}/events`,
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^event: analysis\ndata: \{.*"status":"completed"/);
    }
  });
});
