import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';
import { webApp } from './web-app.js';

describe('serving the web app', () => {
  const root = mkdtempSync(join(tmpdir(), 'signpost-web-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Signpost</title>');
    writeFileSync(join(root, 'app.js'), 'console.log(1)');
    app = Fastify();
    await app.register(errorHandler);
    app.get('/api/ping', async () => ({ pong: true }));
    app.get('/metrics', async () => 'signpost_up 1');
    await app.register(webApp, { webDistDir: root });
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html for the home page and for client-side routes', async () => {
    for (const url of ['/', '/analyze', '/analyze?url=example.com', '/some/deep/route']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Signpost</title>');
    }
  });

  it("leaves the server's own pages outside /api to their routes", async () => {
    const response = await app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('signpost_up 1');
  });

  it('serves built files as they are', async () => {
    const response = await app.inject('/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('leaves API paths, missing files and other methods to the API and its JSON 404', async () => {
    expect((await app.inject('/api/ping')).json()).toEqual({ pong: true });
    for (const request of [
      { method: 'GET' as const, url: '/api/missing' },
      { method: 'GET' as const, url: '/%61pi/missing' },
      { method: 'GET' as const, url: '/%61%70%69/missing?x=1' },
      { method: 'GET' as const, url: '/missing.js' },
      { method: 'POST' as const, url: '/analyze' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('never echoes the query string of a path it does not serve', async () => {
    const response = await app.inject({ method: 'POST', url: '/nowhere?token=secret-value' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Nothing is served at POST /nowhere.' });
  });
});
