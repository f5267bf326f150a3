import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { clientAddressKey } from './client-address.js';

describe('the key of a client address', () => {
  it('is an IPv4 address itself, however it arrives', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, whatever the spelling', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const sameNetwork of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '2001:0db8:0001:0002::a',
    ]) {
      expect(clientAddressKey(sameNetwork), sameNetwork).toBe(key);
    }
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
  });
});

/** Every per-address count treats an IPv6 /64 as one client: rotating inside it gains nothing. */
describe('per-address limits for IPv6 clients', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('client-address-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const inNetwork = (prefix: string, host: number) => `${prefix}:${host.toString(16)}`;

  it('limits sign-in attempts across the addresses of one /64', async () => {
    const attempt = (n: number) => ({ email: `v6-${n}@example.com`, password: 'Wrong-Password-1' });
    for (let n = 0; n < 10; n += 1) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: attempt(n),
        remoteAddress: inNetwork('2001:db8:aa:1:0:0:0', n + 1),
      });
      expect(response.statusCode).toBe(401);
    }
    const rotated = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: attempt(11),
      remoteAddress: '2001:db8:aa:1:dead:beef:0:1',
    });
    expect(rotated.statusCode).toBe(429);
    const otherNetwork = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: attempt(12),
      remoteAddress: '2001:db8:aa:2::1',
    });
    expect(otherNetwork.statusCode).toBe(401);
  });

  it('counts free validator checks against the /64, not each address in it', async () => {
    const limit = runtime.config.validator.dailyLimit;
    const validate = (remoteAddress: string) =>
      server.inject({
        method: 'POST',
        url: '/api/validate-llms-txt',
        payload: { content: '# Site\n\n> A summary.\n' },
        remoteAddress,
      });
    for (let n = 0; n < limit; n += 1) {
      expect((await validate(inNetwork('2001:db8:bb:1:0:0:0', n + 1))).statusCode).toBe(200);
    }
    const rotated = await validate('2001:db8:bb:1:1234::99');
    expect([rotated.statusCode, errorBodySchema.parse(rotated.json()).error]).toEqual([
      429,
      'daily_limit_reached',
    ]);
    expect((await validate('::ffff:198.51.100.200')).statusCode).toBe(200);
  });
});
