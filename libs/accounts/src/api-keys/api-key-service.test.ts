import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_PER_ACCOUNT, type Tier } from '@signpost/contracts';
import {
  connectDatabase,
  createRepositories,
  migrateToLatest,
  type DatabaseHandle,
  type Repositories,
} from '@signpost/db';
import { isAppError } from '@signpost/errors';
import { createUser, DATABASE_BACKENDS, type TestDatabaseBackend } from '@signpost/testing';
import { generateApiKey } from './api-key-format.js';
import { API_KEY_USE_RECORD_MS, ApiKeyService } from './api-key-service.js';

describe.each(DATABASE_BACKENDS)('API keys on %s', (_name, setup) => {
  let backend: TestDatabaseBackend;
  let handle: DatabaseHandle;
  let repos: Repositories;
  let service: ApiKeyService;

  beforeAll(async () => {
    backend = await setup();
    handle = await connectDatabase(backend.config);
    await migrateToLatest(handle.db);
    repos = createRepositories(handle.db);
    service = new ApiKeyService({ repos, tierOf: (row) => row.tier });
  });
  afterAll(async () => {
    await handle?.close();
    await backend?.cleanup();
  });

  const account = (tier: Tier, extra: { is_demo?: boolean } = {}) => createUser(repos, { tier, ...extra });

  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => (isAppError(error) ? error.code : error),
    );

  it('makes a key for a scale account, lists it without its secret, and resolves it to the account', async () => {
    const owner = await account('scale');
    const created = await service.create(owner, 'CI');
    expect(created).toMatchObject({ name: 'CI', prefix: created.key.slice(0, 11) });
    const { keys } = await service.list(owner.id);
    expect(keys).toEqual([
      { id: created.id, name: 'CI', prefix: created.prefix, createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(keys)).not.toContain(created.key.slice(11));

    const credential = await service.resolve(created.key);
    expect(credential).toMatchObject({ keyId: created.id, account: { id: owner.id, tier: 'scale' } });
    expect((await service.list(owner.id)).keys[0]?.lastUsedAt).not.toBeNull();
  });

  it('records a use at most once a minute', async () => {
    const owner = await account('scale');
    const created = await service.create(owner, 'busy');
    await service.resolve(created.key);
    const first = (await service.list(owner.id)).keys[0]?.lastUsedAt;
    await service.resolve(created.key);
    expect((await service.list(owner.id)).keys[0]?.lastUsedAt).toBe(first);
    expect(await repos.apiKeys.touch(created.id, new Date(Date.now() - API_KEY_USE_RECORD_MS))).toBe(false);
    await service.resolve(created.key, Date.now() + API_KEY_USE_RECORD_MS + 1000);
    expect((await service.list(owner.id)).keys[0]?.lastUsedAt).not.toBe(first);
  });

  it('refuses keys to other plans and to demo accounts, and stops at the per-account limit', async () => {
    for (const tier of ['starter', 'solo', 'growth'] as const) {
      expect(await refusal(service.create(await account(tier), 'x'))).toBe('api_key_plan_required');
    }
    expect(await refusal(service.create(await account('scale', { is_demo: true }), 'x'))).toBe(
      'demo_read_only',
    );
    const owner = await account('scale');
    for (let n = 0; n < 10; n++) await service.create(owner, `key ${n}`);
    expect(await refusal(service.create(owner, 'one too many'))).toBe('api_key_limit_reached');
  });

  it('makes no more than the per-account limit when requests race', async () => {
    const owner = await account('scale');
    const outcomes = await Promise.all(
      Array.from({ length: API_KEYS_PER_ACCOUNT + 5 }, (_, n) => refusal(service.create(owner, `race ${n}`))),
    );
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(API_KEYS_PER_ACCOUNT);
    expect(outcomes.filter((outcome) => outcome === 'api_key_limit_reached')).toHaveLength(5);
    expect(await repos.apiKeys.countLive(owner.id)).toBe(API_KEYS_PER_ACCOUNT);
  });

  it("revokes only the account's own key; a revoked, unknown or malformed key resolves to nothing", async () => {
    const owner = await account('scale');
    const other = await account('scale');
    const created = await service.create(owner, 'to revoke');
    expect(await refusal(service.revoke(other.id, created.id))).toBe('not_found');
    expect(await service.resolve(created.key)).toBeDefined();
    await service.revoke(owner.id, created.id);
    expect(await service.resolve(created.key)).toBeUndefined();
    expect((await service.list(owner.id)).keys).toEqual([]);
    expect(await refusal(service.revoke(owner.id, created.id))).toBe('not_found');
    expect(await service.resolve(generateApiKey().key)).toBeUndefined();
    expect(await service.resolve(`${created.key.slice(0, -1)}x`)).toBeUndefined();
  });

  it('refuses a key once its account has left the scale plan, even before it is revoked', async () => {
    const owner = await account('scale');
    const created = await service.create(owner, 'plan');
    await repos.users.setPlan(owner.id, { tier: 'growth', creditsRemaining: null, billingPeriodStart: null });
    expect(await service.resolve(created.key)).toBeUndefined();
    expect(await repos.apiKeys.revokeAllOfUser(owner.id)).toBe(1);
    await repos.users.setPlan(owner.id, { tier: 'scale', creditsRemaining: null, billingPeriodStart: null });
    expect(await service.resolve(created.key)).toBeUndefined();
  });
});
