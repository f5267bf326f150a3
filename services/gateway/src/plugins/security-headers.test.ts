import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime, testConfig } from '@signpost/testing';
import { buildServer } from '../server.js';
import { securityHeaders } from './security-headers.js';

/** The directives of a response's Content-Security-Policy, by name. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectHardened(response: LightMyRequestResponse) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  return policy;
}

describe('security headers of the gateway', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'signpost-headers-web-'));
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Signpost</title>');
    runtime = await createTestRuntime('security-headers-test', { WEB_DIST_DIR: webDist });
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gives the web app a strict policy: scripts and styles of this origin only, no framing', async () => {
    for (const url of ['/', '/dashboard?tab=settings']) {
      const response = await server.inject(url);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const policy = expectHardened(response);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('sends the same headers with API answers, errors included', async () => {
    for (const url of ['/api/plans', '/api/nowhere', '/api/auth/me']) {
      const policy = expectHardened(await server.inject(url));
      expect(policy.get('script-src')).toEqual(["'self'"]);
    }
  });

  it("gives the API viewer inline styles, but never inline scripts or another site's frame", async () => {
    const response = await server.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    const policy = expectHardened(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('security headers by configuration', () => {
  async function serverWith(settings: Record<string, string>) {
    const app = Fastify();
    await app.register(securityHeaders, { config: testConfig(settings) });
    app.get('/api/ping', async () => ({ pong: true }));
    return app;
  }

  it('adds HSTS and upgrades insecure requests only when PUBLIC_URL is https', async () => {
    const secure = await serverWith({ PUBLIC_URL: 'https://signpost.example' });
    const response = await secure.inject('/api/ping');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(expectHardened(response).get('upgrade-insecure-requests')).toEqual([]);
    await secure.close();
  });

  it('admits Google Tag Manager and Analytics only when a container is configured', async () => {
    const without = await serverWith({});
    const plain = policyOf(await without.inject('/api/ping'));
    expect(JSON.stringify([...plain])).not.toMatch(/google/);
    await without.close();

    const withTagManager = await serverWith({ GTM_ID: 'GTM-AB12CD3' });
    const policy = expectHardened(await withTagManager.inject('/api/ping'));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://*.googletagmanager.com', 'https://*.google-analytics.com']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(policy.get('frame-src')).toEqual(['https://www.googletagmanager.com']);
    await withTagManager.close();
  });
});
