import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@signpost/errors';
import type { NewUser } from '@signpost/db';
import { createAnalysis, createTestRuntime, createUser, type TestRuntime } from '@signpost/testing';
import { anonymousCaller, operatorCaller, type Caller } from './caller.js';

describe('usage policy', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime('usage-policy-test', {
      PLAN_STARTER_ANALYSES: '2',
      PLAN_GROWTH_ANALYSES: '2',
      VALIDATOR_DAILY_LIMIT: '1',
    });
  });
  afterAll(() => runtime.close());

  const visitor = () => anonymousCaller(`198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`);

  /** Admits and records one analysis the way the lifecycle does; the refusal when there is one. */
  async function analyse(caller: Caller, input: { email?: string; maxPages?: number } = {}, now?: Date) {
    try {
      return await runtime.repos.transaction(async (tx) => {
        const admission = await runtime.usage.admitAnalysis(tx, caller, input, now);
        const analysis = await createAnalysis(tx, {
          tier: admission.allowance.tier,
          user_id: admission.allowance.userId,
        });
        await admission.record(analysis.id);
        return { allowance: admission.allowance, analysisId: analysis.id };
      });
    } catch (error) {
      if (isAppError(error)) return error;
      throw error;
    }
  }

  it('admits a visitor as a starter until the daily limit, then refuses until the next UTC day', async () => {
    const caller = visitor();
    const evening = new Date('2026-03-01T23:59:00Z');
    expect(await analyse(caller, {}, evening)).toMatchObject({
      allowance: { tier: 'starter', maxPages: 20, aiPagesLimit: 5 },
    });
    await analyse(caller, {}, evening);
    const refused = await analyse(caller, {}, evening);
    expect(refused).toMatchObject({
      code: 'daily_limit_reached',
      status: 429,
      headers: { 'retry-after': '60' },
      details: { resetAt: '2026-03-02T00:00:00.000Z', suggestedUpgrade: 'solo' },
    });
  });

  it('counts a visitor by email as well as by address, once per analysis', async () => {
    const email = `${randomUUID()}@example.com`;
    await analyse(visitor(), { email });
    await analyse(visitor(), { email: email.toUpperCase() });
    expect(await analyse(visitor(), { email })).toMatchObject({ code: 'daily_limit_reached' });
    expect(await analyse(visitor())).toHaveProperty('allowance');
  });

  it('gives an analysis back', async () => {
    const caller = visitor();
    const first = await analyse(caller);
    await analyse(caller);
    if (!('analysisId' in first)) throw new Error('expected the first analysis to be admitted');
    await runtime.usage.giveBackAnalysis(runtime.repos, first.analysisId);
    expect(await analyse(caller)).toHaveProperty('allowance');
  });

  it('lets the operator run the largest plan uncounted, with fewer pages when asked', async () => {
    for (let run = 0; run < 3; run += 1) {
      expect(await analyse(operatorCaller, { maxPages: 50 })).toMatchObject({
        allowance: { tier: 'scale', maxPages: 50, aiPagesLimit: null },
      });
    }
    expect(await analyse(operatorCaller, { maxPages: 5_000 })).toMatchObject({
      allowance: { maxPages: 1_000 },
    });
  });

  it('takes validator checks per address per day, and never limits the operator', async () => {
    const caller = visitor();
    await runtime.repos.transaction((tx) => runtime.usage.takeValidation(tx, caller));
    await expect(
      runtime.repos.transaction((tx) => runtime.usage.takeValidation(tx, caller)),
    ).rejects.toMatchObject({ code: 'daily_limit_reached', details: { resetAt: expect.any(String) } });
    await runtime.repos.transaction((tx) => runtime.usage.takeValidation(tx, operatorCaller));
    await runtime.repos.transaction((tx) => runtime.usage.takeValidation(tx, operatorCaller));
  });

  it('counts a demo session as the visitor at its address for validator checks, unlike an account', async () => {
    const address = `203.0.113.9-${randomUUID()}`;
    const take = (caller: Caller) =>
      runtime.repos.transaction((tx) => runtime.usage.takeValidation(tx, caller));
    const asAccount = (account: Awaited<ReturnType<typeof createUser>>): Caller => ({
      kind: 'account',
      clientAddress: address,
      sessionId: randomUUID(),
      account,
    });
    const demo = asAccount(await createUser(runtime.repos, { is_demo: true }));
    await take(demo);
    await expect(take(demo)).rejects.toMatchObject({ code: 'daily_limit_reached' });
    await expect(take(anonymousCaller(address))).rejects.toMatchObject({ code: 'daily_limit_reached' });
    const member = asAccount(await createUser(runtime.repos, { tier: 'starter' }));
    await take(member);
    await take(member);
  });

  describe('for accounts', () => {
    const newAccount = (tier: 'starter' | 'solo' | 'growth', extra: Partial<NewUser> = {}) =>
      createUser(runtime.repos, { tier, ...extra });
    const callerFor = (
      account: Awaited<ReturnType<typeof newAccount>>,
    ): Extract<Caller, { kind: 'account' }> => ({
      kind: 'account',
      clientAddress: '192.0.2.99',
      sessionId: randomUUID(),
      account,
    });

    it('counts a starter account per UTC day by the account, whatever its address', async () => {
      const account = await newAccount('starter');
      const noon = new Date('2026-05-05T12:00:00Z');
      await analyse(callerFor(account), {}, noon);
      await analyse({ ...callerFor(account), clientAddress: '192.0.2.100' }, {}, noon);
      expect(await analyse(callerFor(account), {}, noon)).toMatchObject({ code: 'daily_limit_reached' });
      expect(await analyse(callerFor(account), {}, new Date('2026-05-06T00:00:01Z'))).toMatchObject({
        allowance: { tier: 'starter', userId: account.id },
      });
    });

    it('spends solo credits, refuses at none, and gives a credit back', async () => {
      const account = await newAccount('solo', { credits_remaining: 1 });
      const first = await analyse(callerFor(account));
      expect(first).toMatchObject({ allowance: { tier: 'solo', maxPages: 200, aiPagesLimit: null } });
      expect((await runtime.repos.users.get(account.id))?.credits_remaining).toBe(0);
      expect(await analyse(callerFor(account))).toMatchObject({
        code: 'plan_limit_reached',
        details: { suggestedUpgrade: 'growth' },
      });
      if (!('analysisId' in first)) throw new Error('expected the first analysis to be admitted');
      await runtime.usage.giveBackAnalysis(runtime.repos, first.analysisId);
      expect((await runtime.repos.users.get(account.id))?.credits_remaining).toBe(1);
    });

    it('counts growth per billing month from its start, and renews at the next one', async () => {
      const account = await newAccount('growth', { billing_period_start: new Date('2026-01-20T08:00:00Z') });
      const inFebruaryPeriod = new Date('2026-03-19T12:00:00Z');
      for (let run = 0; run < 2; run += 1) await analyse(callerFor(account), {}, inFebruaryPeriod);
      expect(await analyse(callerFor(account), {}, inFebruaryPeriod)).toMatchObject({
        code: 'plan_limit_reached',
        details: { resetAt: '2026-03-20T08:00:00.000Z', suggestedUpgrade: 'scale' },
      });
      expect(await analyse(callerFor(account), {}, new Date('2026-03-20T08:00:01Z'))).toHaveProperty(
        'allowance',
      );
    });

    it('limits a demo session as a starter visitor of its address', async () => {
      const demo = await newAccount('starter', { is_demo: true });
      const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
      await analyse(anonymousCaller(address));
      await analyse(anonymousCaller(address));
      expect(await analyse({ ...callerFor(demo), clientAddress: address })).toMatchObject({
        code: 'daily_limit_reached',
      });
    });
  });
});
