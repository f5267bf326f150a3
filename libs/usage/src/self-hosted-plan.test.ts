import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser, UserRow } from '@signpost/db';
import { isAppError } from '@signpost/errors';
import { createAnalysis, createTestRuntime, createUser, type TestRuntime } from '@signpost/testing';
import { anonymousCaller, type Caller } from './caller.js';

/**
 * SELF_HOSTED_PLAN (docs/product-rules.md, Billing): every account has that plan's
 * features and limits without billing, whatever it bought, and nothing is offered for sale.
 */
describe('usage policy on a self-hosted installation', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime('self-hosted-plan-test', {
      SELF_HOSTED_PLAN: 'growth',
      PLAN_GROWTH_ANALYSES: '2',
      PLAN_STARTER_ANALYSES: '1',
    });
  });
  afterAll(() => runtime.close());

  const account = (extra: Partial<NewUser> = {}) => createUser(runtime.repos, { tier: 'starter', ...extra });
  const callerFor = (row: UserRow): Caller => ({
    kind: 'account',
    clientAddress: '192.0.2.7',
    sessionId: randomUUID(),
    account: row,
  });

  async function analyse(caller: Caller, now?: Date) {
    try {
      return await runtime.repos.transaction(async (tx) => {
        const admission = await runtime.usage.admitAnalysis(tx, caller, {}, now);
        const analysis = await createAnalysis(tx, { tier: admission.allowance.tier, user_id: null });
        await admission.record(analysis.id);
        return admission.allowance;
      });
    } catch (error) {
      if (isAppError(error)) return error;
      throw error;
    }
  }

  it("gives a free account the installation's plan: its pages, AI pages and monitors", async () => {
    const free = await account();
    expect(runtime.usage.tierOfAccount(free)).toBe('growth');
    expect(runtime.usage.planOf(callerFor(free)).monitors).toBe(3);
    expect(runtime.usage.monitorAllowance(free)).toMatchObject({ tier: 'growth', maxPages: 500 });
    expect(await analyse(callerFor(free))).toMatchObject({
      tier: 'growth',
      maxPages: 500,
      aiPagesLimit: null,
    });
  });

  it("counts the plan's analyses per month and suggests no upgrade, since nothing is sold", async () => {
    const free = await account();
    const now = new Date();
    await analyse(callerFor(free), now);
    await analyse(callerFor(free), now);
    const refused = await analyse(callerFor(free), now);
    expect(refused).toMatchObject({ code: 'plan_limit_reached' });
    expect(isAppError(refused) && refused.details).not.toHaveProperty('suggestedUpgrade');
    expect(isAppError(refused) && refused.message).not.toMatch(/upgrade/i);
  });

  it('keeps visitors and demo sessions on the starter plan', async () => {
    const demo = await account({ is_demo: true });
    expect(runtime.usage.tierOfAccount(demo)).toBe('starter');
    expect(runtime.usage.planOf(anonymousCaller('192.0.2.8')).tier).toBe('starter');
    const refusedVisitor = anonymousCaller(`198.51.100.9-${randomUUID()}`);
    await analyse(refusedVisitor);
    const refused = await analyse(refusedVisitor);
    expect(refused).toMatchObject({ code: 'daily_limit_reached' });
    expect(isAppError(refused) && refused.message).not.toMatch(/upgrade/i);
  });
});
