import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

/** Spellings of a path that the router takes to the same route: each must count against its limit. */
const routedSpellings = (path: string) => [
  path,
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/%61%70%69/'),
  path.replace('/auth/', '/%61uth/'),
  `${path.slice(0, -1)}%${path.charCodeAt(path.length - 1).toString(16)}`,
  `${path}?`,
  `${path}?x=1`,
  `${path}#x`,
];

/** Spellings the router does not take to the route at all: they must never reach its handler. */
const unroutedSpellings = (path: string) => [
  `/${path}`,
  path.replace('/api/', '/api//'),
  path.toUpperCase(),
  path.replace('/api/', '/API/'),
  `${path}/`,
  `${path};x`,
  `${path};jsessionid=1`,
  path.replace('/api/', '/%2561pi/'),
  path.replace('/api/', '/api%2F'),
];

/**
 * Every limit is decided on the route that answers, so no spelling of a limited path escapes it:
 * the ones the router takes to the route count against its limit, and the others are answered 404
 * by the router without reaching it.
 */
describe('rate limits whatever the spelling of the path', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('rate-limit-spellings-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    server.inject({ method: 'POST', url, payload, remoteAddress });

  const limited = [
    { path: '/api/auth/login', max: 10, payload: { email: 'l@example.com', password: 'Wrong-Password-1' } },
    { path: '/api/auth/register', max: 5, payload: { email: 'r@example.com', password: 'Strong-Pass-1' } },
    { path: '/api/auth/forgot-password', max: 5, payload: { email: 'f@example.com' } },
    { path: '/api/auth/resend-verification', max: 5, payload: { email: 'v@example.com' } },
    { path: '/api/auth/close-account', max: 5, payload: { email: 'c@example.com', password: 'Pass-1' } },
  ];

  for (const [index, { path, max, payload }] of limited.entries()) {
    it(`counts every routed spelling of ${path} and refuses them all past the limit`, async () => {
      const address = `192.0.2.${index + 10}`;
      const spellings = routedSpellings(path);
      for (let attempt = 0; attempt < max; attempt += 1) {
        const url = spellings[(attempt + 1) % spellings.length] ?? path;
        expect((await post(url, payload, address)).statusCode, url).not.toBe(429);
      }
      for (const url of spellings) {
        const response = await post(url, payload, address);
        expect(response.statusCode, url).toBe(429);
        expect(errorBodySchema.parse(response.json()).error).toBe('rate_limited');
      }
      for (const url of unroutedSpellings(path)) {
        const response = await post(url, payload, address);
        expect([response.statusCode, errorBodySchema.parse(response.json()).error], url).toEqual([
          404,
          'not_found',
        ]);
      }
    });
  }

  it('applies the general limit per address to a respelt API path', async () => {
    const address = '192.0.2.99';
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const url = attempt % 2 === 0 ? '/%61pi/plans' : '/api/plans';
      expect((await server.inject({ url, remoteAddress: address })).statusCode, url).toBe(200);
    }
    for (const url of routedSpellings('/api/plans')) {
      expect((await server.inject({ url, remoteAddress: address })).statusCode, url).toBe(429);
    }
  });
});
