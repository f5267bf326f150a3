import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

/** JSON clients send null for "no value": every route takes it for an optional field, as if absent. */
describe('null in optional request fields', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('null-optional-fields-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const post = (url: string, payload: object) =>
    server.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.60' });

  it('starts an analysis with email and force sent as null', async () => {
    const response = await post('/api/analyze', { url: 'example.org', email: null, force: null });
    expect(response.statusCode).toBe(202);
  });

  it('validates text with the address and the robots.txt switch sent as null', async () => {
    const response = await post('/api/validate-llms-txt', {
      content: '# Site\n\n> A summary.\n',
      url: null,
      includeRobotsTxt: null,
    });
    expect(response.statusCode).toBe(200);
  });

  it('registers with confirmPassword sent as null', async () => {
    const response = await post('/api/auth/register', {
      email: 'null-confirm@example.com',
      password: 'Strong-Password-1',
      confirmPassword: null,
    });
    expect(response.statusCode).toBe(201);
  });

  it('checks limits with the email sent as null', async () => {
    const response = await post('/api/check-limits', { url: 'example.org', email: null });
    expect(response.statusCode).toBe(200);
  });
});
