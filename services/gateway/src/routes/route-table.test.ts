import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_BOARD_PATH, ROUTES } from '@signpost/contracts';
import { createRuntime, type Runtime } from '@signpost/runtime';
import {
  createTestDatabase,
  createTestRedis,
  testConfig,
  type TestPostgres,
  type TestRedis,
} from '@signpost/testing';
import { app } from '../app.js';
import { DOCS_PREFIX } from '../openapi/api-docs.js';

/**
 * Whether a registered route belongs to the API the table declares. Not: the HEAD route Fastify derives
 * from every GET, routes kept out of the API document (the metrics scrape), the document's viewer and
 * the queue board's own pages, which describe or operate the API rather than belong to it.
 */
function isApiRoute(method: string, url: string, hidden: boolean): boolean {
  const under = (prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
  return method !== 'HEAD' && !hidden && !under(DOCS_PREFIX) && !under(QUEUE_BOARD_PATH);
}

describe('the route table', () => {
  let database: TestPostgres;
  let redis: TestRedis;
  let runtime: Runtime;
  let server: FastifyInstance;
  const registered: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await createTestRedis();
    // On BullMQ, so the queue board and its session route are registered too.
    runtime = await createRuntime(
      testConfig({ DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: redis.prefix }),
      'gateway',
    );
    server = Fastify();
    server.addHook('onRoute', (route) => {
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
      for (const method of [route.method].flat()) {
        if (isApiRoute(method, route.url, hidden)) registered.push(`${method} ${route.url}`);
      }
    });
    await server.register(app, { runtime, jwtSecret: 'a-route-table-test-secret-0123456789abcdef' });
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    await runtime.close();
    await database.drop();
    await redis.cleanup();
  });

  it('is what the gateway registers: each entry once, and no route outside it', () => {
    const declared = Object.values(ROUTES).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(registered.toSorted()).toEqual(declared.toSorted());
  });
});
