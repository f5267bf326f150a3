import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { app } from '../app.js';
import { body } from '../http/responses.js';
import { zodSchemas } from '../plugins/zod-schemas.js';
import { apiDocs, DOCS_PREFIX, OPENAPI_PATH } from './api-docs.js';

interface KnownRoute {
  method: string;
  url: string;
}

interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  openapi: string;
  tags?: { name: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Builds a server that records every route Fastify is told about, the way Fastify itself learns them. */
async function serverWithRoutes(register: (server: FastifyInstance) => PromiseLike<unknown>) {
  const server = Fastify();
  const routes: KnownRoute[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await register(server);
  await server.ready();
  return { server, routes };
}

/**
 * Each /api route the document leaves out, or documents without a success response body. The viewer's
 * own routes are not the API, and the HEAD route Fastify derives from every GET is described by it.
 */
function undocumented(routes: readonly KnownRoute[], document: OpenApiDocument): string[] {
  const isViewer = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
  const api = routes.filter(
    ({ method, url }) => url.startsWith('/api/') && !isViewer(url) && method !== 'HEAD',
  );
  return api.flatMap(({ method, url }) => {
    const operation = document.paths?.[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${url} is missing`];
    const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
    const described = success.some(([, response]) =>
      Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
    );
    return described ? [] : [`${method} ${url} has no 2xx response schema`];
  });
}

describe('the API document', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'signpost-web-'));
  let runtime: Runtime;
  let server: FastifyInstance;
  let routes: KnownRoute[];
  let document: OpenApiDocument;

  beforeAll(async () => {
    // A built web app, so the SPA fallback is in place and has to leave the docs alone.
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Signpost</title>');
    runtime = await createTestRuntime('openapi-test', { WEB_DIST_DIR: webDist });
    ({ server, routes } = await serverWithRoutes((fastify) =>
      fastify.register(app, { runtime, jwtSecret: 'an-openapi-test-secret-0123456789abcdef' }),
    ));
    const response = await server.inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  afterAll(async () => {
    await server.close();
    await runtime.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('documents every /api route with a success response schema', () => {
    expect(routes.filter(({ url }) => url.startsWith('/api/')).length).toBeGreaterThan(5);
    expect(undocumented(routes, document)).toEqual([]);
  });

  it('notices a route that is missing or declares no success response', async () => {
    const bare = await serverWithRoutes(async (fastify) => {
      await fastify.register(zodSchemas);
      await fastify.register(apiDocs);
      fastify.get('/api/undeclared', async () => ({}));
      fastify.get(
        '/api/errors-only/:id',
        { schema: { response: { 404: errorBodySchema } } },
        async () => ({}),
      );
      fastify.get(
        '/api/hidden',
        { schema: { hide: true, response: { 200: body('Hidden.', z.object({})) } } },
        async () => ({}),
      );
    });
    const bareDocument: OpenApiDocument = (await bare.server.inject(OPENAPI_PATH)).json();
    expect(undocumented(bare.routes, bareDocument)).toEqual([
      'GET /api/undeclared has no 2xx response schema',
      'GET /api/errors-only/:id has no 2xx response schema',
      'GET /api/hidden is missing',
    ]);
    await bare.server.close();
  });

  it('is OpenAPI 3.1 with a summary and declared tags on every operation', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const tags = new Set(document.tags?.map((tag) => tag.name));
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(5);
    for (const operation of operations) {
      expect(operation.summary).toBeTruthy();
      expect(operation.tags?.length).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(tags).toContain(tag);
    }
  });

  it('names the shared contracts as components, each one used and every reference resolved', () => {
    const components = Object.keys(document.components?.schemas ?? {});
    expect(components).toEqual(expect.arrayContaining(['ErrorBody', 'AnalysisRecord', 'ValidationReport']));
    const refs = new Set(
      [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name),
    );
    expect([...refs].sort()).toEqual(components.sort());
    const analysis = document.paths?.['/api/analysis/{id}']?.get?.responses?.['200']?.content;
    expect(analysis?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/AnalysisRecord' });
  });

  it('serves the viewer at /api/docs with its assets from the package, past the SPA fallback', async () => {
    const page = await server.inject(DOCS_PREFIX);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Signpost API</title>');
    expect(page.body).not.toContain('<title>Signpost</title>');
    const script = await server.inject(`${DOCS_PREFIX}/static/swagger-ui-bundle.js`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    // The viewer reads the document from beside itself.
    expect((await server.inject(`${DOCS_PREFIX}/json`)).json()).toEqual(document);
  });
});
