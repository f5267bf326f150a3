import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generateApiKey, newSecretToken } from '@signpost/accounts';
import { writePlan } from '@signpost/billing';
import {
  API_KEYS_PER_ACCOUNT,
  analyzeResponseSchema,
  apiKeyListSchema,
  authSessionSchema,
  createdApiKeySchema,
  type Tier,
} from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';

const KEY_LIMIT = 8;

/** API keys of the scale plan (docs/product-rules.md, The public API), over HTTP. */
describe('API keys', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('api-keys-routes-test', {
      API_KEY_RATE_LIMIT_PER_MINUTE: String(KEY_LIMIT),
    });
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
  });

  let client = 0;
  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: object; token?: string } = {},
  ) =>
    server.inject({
      method,
      url,
      // Each call from its own address, so the per-address limits never interfere with these checks.
      remoteAddress: `198.51.100.${client++ % 250}`,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  let accounts = 0;
  async function signUp(tier: Tier) {
    const response = await request('POST', '/api/auth/register', {
      payload: { email: `keys-${accounts++}@example.com`, password: 'Strong-Password-1' },
    });
    const session = authSessionSchema.parse(response.json());
    await runtime.repos.users.setPlan(session.user.id, {
      tier,
      creditsRemaining: null,
      billingPeriodStart: null,
    });
    return session;
  }

  async function makeKey(token: string, name = 'CI') {
    const response = await request('POST', '/api/keys', { payload: { name }, token });
    expect(response.statusCode).toBe(201);
    return createdApiKeySchema.parse(response.json());
  }

  const statusWith = async (key: string, url = '/api/auth/my-analyses') =>
    (await request('GET', url, { token: key })).statusCode;

  it('shows a new key once, and lists keys with their last use but never their secret', async () => {
    const owner = await signUp('scale');
    const created = await makeKey(owner.accessToken, 'Build server');
    expect(created).toMatchObject({ name: 'Build server', prefix: created.key.slice(0, 11) });
    expect(created.key).toMatch(/^sp_[0-9A-Za-z]{46}$/);

    expect(await statusWith(created.key)).toBe(200);
    const listed = await request('GET', '/api/keys', { token: owner.accessToken });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.key.slice(11));
    const { keys } = apiKeyListSchema.parse(listed.json());
    expect(keys).toEqual([
      {
        id: created.id,
        name: 'Build server',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: expect.any(String),
      },
    ]);
  });

  it('validates the name', async () => {
    const owner = await signUp('scale');
    const response = await request('POST', '/api/keys', {
      payload: { name: '  ' },
      token: owner.accessToken,
    });
    expect([response.statusCode, response.json().error]).toEqual([400, 'invalid_input']);
  });

  it('revokes a key, which then answers 401; another account cannot see or revoke it', async () => {
    const owner = await signUp('scale');
    const stranger = await signUp('scale');
    const created = await makeKey(owner.accessToken);
    const byStranger = await request('DELETE', `/api/keys/${created.id}`, { token: stranger.accessToken });
    expect([byStranger.statusCode, byStranger.json().error]).toEqual([404, 'not_found']);
    expect(
      apiKeyListSchema.parse((await request('GET', '/api/keys', { token: stranger.accessToken })).json()),
    ).toEqual({ keys: [] });
    expect(await statusWith(created.key)).toBe(200);

    const revoked = await request('DELETE', `/api/keys/${created.id}`, { token: owner.accessToken });
    expect(revoked.statusCode).toBe(200);
    const refused = await request('GET', '/api/auth/my-analyses', { token: created.key });
    expect([refused.statusCode, refused.json().error]).toEqual([401, 'unauthorized']);
    expect(
      (await request('DELETE', `/api/keys/${created.id}`, { token: owner.accessToken })).statusCode,
    ).toBe(404);
  });

  it('refuses keys to other plans (403) and to demo accounts (403 demo_read_only)', async () => {
    for (const tier of ['starter', 'solo', 'growth'] as const) {
      const account = await signUp(tier);
      const response = await request('POST', '/api/keys', {
        payload: { name: 'x' },
        token: account.accessToken,
      });
      expect([response.statusCode, response.json().error]).toEqual([403, 'api_key_plan_required']);
    }
    const demo = authSessionSchema.parse((await request('POST', '/api/auth/demo')).json());
    const response = await request('POST', '/api/keys', { payload: { name: 'x' }, token: demo.accessToken });
    expect([response.statusCode, response.json().error]).toEqual([403, 'demo_read_only']);
    const anonymous = await request('POST', '/api/keys', { payload: { name: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('manages keys and the account only through a session, never through a key', async () => {
    const owner = await signUp('scale');
    const { key, id } = await makeKey(owner.accessToken);
    for (const [method, url, payload] of [
      ['POST', '/api/keys', { name: 'another' }],
      ['GET', '/api/keys', undefined],
      ['DELETE', `/api/keys/${id}`, undefined],
      ['GET', '/api/auth/me', undefined],
      ['POST', '/api/auth/logout-all', undefined],
    ] as const) {
      const response = await request(method, url, { token: key, ...(payload ? { payload } : {}) });
      expect([url, response.statusCode, response.json().error]).toEqual([url, 403, 'session_required']);
    }
    expect(await statusWith(key)).toBe(200);
  });

  it("starts and reads the account's own analyses with a key, and never another account's", async () => {
    const owner = await signUp('scale');
    const stranger = await signUp('scale');
    const { key } = await makeKey(owner.accessToken);
    const { key: strangerKey } = await makeKey(stranger.accessToken);

    const started = await request('POST', '/api/analyze', {
      payload: { url: 'https://keyed.example', force: true },
      token: key,
    });
    expect(started.statusCode).toBe(202);
    const { analysisId } = analyzeResponseSchema.parse(started.json());
    expect((await runtime.repos.analyses.get(analysisId))?.user_id).toBe(owner.user.id);

    expect(await statusWith(key, `/api/analysis/${analysisId}`)).toBe(200);
    expect(await statusWith(strangerKey, `/api/analysis/${analysisId}`)).toBe(404);
    expect(await statusWith(key, `/api/auth/my-analyses/${analysisId}`)).toBe(200);
    expect(await statusWith(strangerKey, `/api/auth/my-analyses/${analysisId}`)).toBe(404);
    const mine = await request('GET', '/api/auth/my-analyses', { token: key });
    expect(mine.json().analyses.map((analysis: { id: string }) => analysis.id)).toEqual([analysisId]);
    const theirs = await request('GET', '/api/auth/my-analyses', { token: strangerKey });
    expect(theirs.json().analyses).toEqual([]);
  });

  it('answers 401, never anonymous, to a key with a bad checksum or one that was never made', async () => {
    const owner = await signUp('scale');
    const { key } = await makeKey(owner.accessToken);
    const badChecksum = `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`;
    for (const bad of [badChecksum, generateApiKey().key, 'sp_short']) {
      for (const url of ['/api/auth/my-analyses', '/api/analysis/00000000-0000-4000-8000-000000000000']) {
        const response = await request('GET', url, { token: bad });
        expect([response.statusCode, response.json().error]).toEqual([401, 'unauthorized']);
      }
      const analyze = await request('POST', '/api/analyze', {
        payload: { url: 'https://anonymous.example', force: true },
        token: bad,
      });
      expect(analyze.statusCode).toBe(401);
    }
  });

  it('refuses a key once the account leaves the scale plan, and a downgrade revokes it for good', async () => {
    const owner = await signUp('scale');
    const { key } = await makeKey(owner.accessToken);
    const account = await runtime.repos.users.get(owner.user.id);
    if (!account) throw new Error('account missing');
    const growth = {
      id: 'sub_keys',
      status: 'active',
      items: {
        data: [
          {
            price: { id: 'price_growth' },
            current_period_start: 1_772_323_200,
            current_period_end: 1_775_001_600,
          },
        ],
      },
    } as unknown as Parameters<typeof writePlan>[2];
    const prices = { solo: 'price_solo', growth: 'price_growth', scale: 'price_scale' };
    await writePlan(runtime.repos, account, growth, { prices, plans: runtime.config.plans });

    expect(await statusWith(key)).toBe(401);
    expect(
      apiKeyListSchema.parse((await request('GET', '/api/keys', { token: owner.accessToken })).json()),
    ).toEqual({ keys: [] });
    await runtime.repos.users.setPlan(owner.user.id, {
      tier: 'scale',
      creditsRemaining: null,
      billingPeriodStart: null,
    });
    expect(await statusWith(key)).toBe(401);
  });

  it('limits each key on its own, whatever address it comes from', async () => {
    const owner = await signUp('scale');
    const { key: busy } = await makeKey(owner.accessToken, 'busy');
    const { key: calm } = await makeKey(owner.accessToken, 'calm');
    for (let n = 0; n < KEY_LIMIT; n++) expect(await statusWith(busy)).toBe(200);
    const limited = await request('GET', '/api/auth/my-analyses', { token: busy });
    expect([limited.statusCode, limited.json().error]).toEqual([429, 'rate_limited']);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await statusWith(calm)).toBe(200);
  });

  it('holds the per-account cap under parallel requests: exactly the limit is made, the rest refused', async () => {
    const owner = await signUp('scale');
    const attempts = await Promise.all(
      Array.from({ length: API_KEYS_PER_ACCOUNT + 6 }, (_, n) =>
        request('POST', '/api/keys', { payload: { name: `parallel ${n}` }, token: owner.accessToken }),
      ),
    );
    const outcomes = attempts.map((response) => response.statusCode);
    expect(outcomes.filter((status) => status === 201)).toHaveLength(API_KEYS_PER_ACCOUNT);
    expect(outcomes.filter((status) => status === 409)).toHaveLength(6);
    const { keys } = apiKeyListSchema.parse(
      (await request('GET', '/api/keys', { token: owner.accessToken })).json(),
    );
    expect(keys).toHaveLength(API_KEYS_PER_ACCOUNT);
  });

  it('revokes every key of the account when it signs out everywhere', async () => {
    const owner = await signUp('scale');
    const { key } = await makeKey(owner.accessToken);
    expect(await statusWith(key)).toBe(200);
    expect((await request('POST', '/api/auth/logout-all', { token: owner.accessToken })).statusCode).toBe(
      200,
    );
    expect(await statusWith(key)).toBe(401);
    expect(await runtime.repos.apiKeys.countLive(owner.user.id)).toBe(0);
  });

  it('revokes every key of the account when its password is reset', async () => {
    const owner = await signUp('scale');
    const { key } = await makeKey(owner.accessToken);
    const reset = newSecretToken();
    await runtime.repos.emailTokens.issue(
      owner.user.id,
      'reset-password',
      reset.hash,
      new Date(Date.now() + 3_600_000),
    );
    const response = await request('POST', '/api/auth/reset-password', {
      payload: { token: reset.token, newPassword: 'Another-Password-2' },
    });
    expect(response.statusCode).toBe(200);
    expect(await statusWith(key)).toBe(401);
    expect(await runtime.repos.apiKeys.countLive(owner.user.id)).toBe(0);
  });

  it('declares API-key bearer auth in the OpenAPI document', async () => {
    const document = (await request('GET', '/api/openapi.json')).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const security = (path: string, method: string) => document.paths[path][method].security;
    expect(security('/api/analyze', 'post')).toContainEqual({ apiKey: [] });
    expect(security('/api/analysis/{id}', 'get')).toContainEqual({ apiKey: [] });
    expect(security('/api/auth/my-analyses', 'get')).toEqual([{ accessToken: [] }, { apiKey: [] }]);
    expect(security('/api/download/{id}', 'get')).toContainEqual({ apiKey: [] });
    for (const method of ['post', 'get'])
      expect(security('/api/keys', method)).toEqual([{ accessToken: [] }]);
    expect(security('/api/keys/{id}', 'delete')).toEqual([{ accessToken: [] }]);
  });
});
