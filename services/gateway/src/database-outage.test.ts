import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestDatabase, createTestRuntime, type TestPostgres } from '@signpost/testing';
import { buildServer } from './server.js';

/**
 * A TCP relay in front of the test Postgres that can be cut (every connection dropped, new ones
 * refused) and restored on the same port: Postgres going away and coming back, as the gateway sees it.
 */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  const port = await listen(0);
  const cut = async () => {
    const closed = new Promise((resolve) => server!.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { port, cut, restore: () => listen(port) };
}

describe('the gateway while Postgres is unreachable', () => {
  let database: TestPostgres;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let runtime: Runtime;
  let server: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startRelay(new URL(database.url));
    const url = new URL(database.url);
    url.host = `127.0.0.1:${relay.port}`;
    runtime = await createTestRuntime('gateway-outage-test', {
      DATABASE_URL: url.href,
      JWT_SECRET: 'a-test-only-secret-that-is-long-enough-0123456789',
    });
    server = await buildServer(runtime);
  });

  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await database?.drop();
  });

  it('answers 503 {error, message} with Retry-After, then serves again once it is back', async () => {
    const started = await server.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: 'https://example.com' },
      remoteAddress: '198.51.100.20',
    });
    expect(started.statusCode).toBe(202);
    const { analysisId } = started.json<{ analysisId: string }>();

    await relay.cut();
    const during = await server.inject(`/api/analysis/${analysisId}`);
    expect(during.statusCode).toBe(503);
    expect(errorBodySchema.parse(during.json())).toEqual({
      error: 'unavailable',
      message: expect.stringMatching(/try again/i),
    });
    expect(during.headers['retry-after']).toBe('5');

    await relay.restore();
    const after = await server.inject(`/api/analysis/${analysisId}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: 'processing' });
  });
});
