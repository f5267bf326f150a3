import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime, startFixtureSite, type FixtureSite } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PASSWORD = 'Readiness-Allowance-2030!';
const GOOD_FILE = '# Site\n\n> A site.\n\n## Docs\n\n- [Docs](https://x.test/docs): All\n';

/**
 * Each report sends tens of requests to the site it names, so signed-in accounts on the free plan
 * have the validator's daily allowance of reports too, counted by account whatever address they
 * call from; paid plans are not limited.
 */
describe('the daily allowance of readiness reports', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let site: FixtureSite;
  let nextAddress = 0;

  beforeAll(async () => {
    runtime = await createTestRuntime('readiness-allowance-test', { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true' });
    server = await buildServer(runtime);
    site = await startFixtureSite({ pages: 2, siteName: 'Allowance Co' });
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await site?.close();
  });

  const account = () => registerAccount(server, `allowance-${randomUUID()}@example.com`, PASSWORD);
  /** Each request from an address of its own: only the account can be what is counted. */
  const asAccount = (accessToken: string, url: string, payload: object) =>
    server.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `203.0.113.${++nextAddress}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const report = (accessToken: string) =>
    asAccount(accessToken, '/api/agent-readiness', { url: site.origin });

  it('counts the reports of a free account, by account, against the validator’s daily allowance', async () => {
    const { accessToken } = await account();
    for (let used = 0; used < runtime.config.validator.dailyLimit; used += 1) {
      expect((await report(accessToken)).statusCode).toBe(200);
    }
    const over = await report(accessToken);
    expect([over.statusCode, errorBodySchema.parse(over.json()).error]).toEqual([429, 'daily_limit_reached']);
    // The validator itself stays unlimited for signed-in callers.
    const validated = await asAccount(accessToken, '/api/validate-llms-txt', { content: GOOD_FILE });
    expect(validated.statusCode).toBe(200);
  });

  it('does not limit the reports of a paid plan', async () => {
    const { accessToken, user } = await account();
    await runtime.repos.users.setPlan(user.id, {
      tier: 'growth',
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
    for (let used = 0; used <= runtime.config.validator.dailyLimit; used += 1) {
      expect((await report(accessToken)).statusCode).toBe(200);
    }
  });
});
