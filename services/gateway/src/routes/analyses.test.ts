import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { analyzeResponseSchema, type Tier } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createAnalysis, createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

/** A repeat of a recent analysis answers from it only for the caller who made it, within its plan. */
describe('reusing a recent analysis', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  beforeAll(async () => {
    runtime = await createTestRuntime('analysis-reuse-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  let sites = 0;
  const newSite = () => `https://reuse-${sites++}.example/`;

  const analyze = async (url: string, options: { token?: string; from?: string; email?: string } = {}) => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/analyze',
      remoteAddress: options.from ?? '192.0.2.80',
      payload: { url, ...(options.email ? { email: options.email } : {}) },
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
    return { code: response.statusCode, ...analyzeResponseSchema.parse(response.json()) };
  };

  let accounts = 0;
  async function account(tier: Tier) {
    const session = await registerAccount(server, `reuse-${accounts++}@example.com`, 'Reuse-Password-1');
    await runtime.repos.users.setPlan(session.user.id, {
      tier,
      creditsRemaining: tier === 'solo' ? 20 : null,
      billingPeriodStart: new Date(),
    });
    return session;
  }

  /** A completed analysis of `url` as the scale plan makes it: 1,000 pages, every one LLM-scored. */
  const scaleAnalysis = (userId: string, url: string) =>
    createAnalysis(runtime.repos, {
      user_id: userId,
      url,
      site_key: url,
      tier: 'scale',
      status: 'completed',
      stage: 'finalization',
      max_pages: 1000,
      ai_pages_limit: null,
    });

  const complete = async (id: string) => {
    await runtime.repos.analyses.advanceStage(id, 'discovery', 'finalization');
    await runtime.repos.analyses.complete(id, 'finalization');
  };

  const usesCountedUnder = (subject: string) =>
    runtime.repos.usage.countSince([subject], 'analysis', new Date(0));

  it("never hands another account's analysis to a free account or a visitor: each starts and counts its own", async () => {
    const scale = await account('scale');
    const free = await account('starter');
    const url = newSite();
    const theirs = await scaleAnalysis(scale.user.id, url);

    const byFree = await analyze(url, { token: free.accessToken });
    expect(byFree.code).toBe(202);
    expect(byFree.analysisId).not.toBe(theirs.id);
    expect(await runtime.repos.analyses.get(byFree.analysisId)).toMatchObject({
      user_id: free.user.id,
      max_pages: 20,
      ai_pages_limit: 5,
    });
    expect(await usesCountedUnder(`user:${free.user.id}`)).toBe(1);

    const byVisitor = await analyze(url, { from: '192.0.2.81' });
    expect([byVisitor.code, byVisitor.discoveredPages]).toEqual([202, []]);
    expect(byVisitor.analysisId).not.toBe(theirs.id);
    expect(await usesCountedUnder('ip:192.0.2.81')).toBe(1);

    const byOtherScale = await analyze(url, { token: (await account('scale')).accessToken });
    expect(byOtherScale.code).toBe(202);
    expect(byOtherScale.analysisId).not.toBe(theirs.id);
  });

  it('answers an account from its own recent analysis, but not from one made under a richer plan', async () => {
    const owner = await account('scale');
    const url = newSite();
    const own = await scaleAnalysis(owner.user.id, url);
    expect(await analyze(url, { token: owner.accessToken })).toMatchObject({
      code: 200,
      analysisId: own.id,
    });

    await runtime.repos.users.setPlan(owner.user.id, {
      tier: 'growth',
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
    const afterDowngrade = await analyze(url, { token: owner.accessToken });
    expect(afterDowngrade.code).toBe(202);
    expect(await runtime.repos.analyses.get(afterDowngrade.analysisId)).toMatchObject({ max_pages: 500 });
  });

  it('answers a visitor from its own anonymous run only: same address and same email', async () => {
    const url = newSite();
    const email = `visitor-${sites}@example.com`;
    const first = await analyze(url, { from: '192.0.2.82', email });
    expect(first.code).toBe(202);
    await complete(first.analysisId);

    expect(await analyze(url, { from: '192.0.2.82', email: email.toUpperCase() })).toMatchObject({
      code: 200,
      analysisId: first.analysisId,
    });
    for (const other of [
      { from: '192.0.2.83', email },
      { from: '192.0.2.82', email: `someone-else-${sites}@example.com` },
      { from: '192.0.2.82' },
    ]) {
      const repeat = await analyze(url, other);
      expect([repeat.code, repeat.analysisId === first.analysisId]).toEqual([202, false]);
    }
  });
});
