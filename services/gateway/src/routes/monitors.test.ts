import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tier } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createTestRuntime } from '@signpost/testing';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PASSWORD = 'Correct-Horse-9-Battery';

describe('monitors: who may keep them, and how many', () => {
  let runtime: Runtime;
  let server: FastifyInstance;

  /** A signed-in account on `tier`. */
  async function account(tier: Tier): Promise<string> {
    const session = await registerAccount(server, `monitors-${tier}-${Math.random()}@example.com`, PASSWORD);
    await runtime.repos.users.setPlan(session.user.id, {
      tier,
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
    return session.accessToken;
  }
  const create = (token: string | null, url: string, notify: object = { email: true }) =>
    server.inject({
      method: 'POST',
      url: '/api/monitors',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      payload: { url, schedule: 'weekly', notify },
    });

  beforeAll(async () => {
    // Loopback closed, as in production: a webhook address must be https.
    runtime = await createTestRuntime('monitors-routes-test', { SIGNPOST_CRAWL_ALLOW_PRIVATE: 'false' });
    server = await buildServer(runtime);
  });

  afterAll(async () => {
    await server?.close();
    await runtime?.close();
  });

  it('refuses anonymous callers, and plans without monitors with plan_required', async () => {
    expect((await create(null, 'https://docs.example')).statusCode).toBe(401);
    for (const tier of ['starter', 'solo'] as const) {
      const refused = await create(await account(tier), 'https://docs.example');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('plan_required');
    }
  });

  it("keeps to the plan's count, one monitor per site, and starts each monitor's first run", async () => {
    const token = await account('growth');
    for (const site of ['a', 'b', 'c']) {
      const made = await create(token, `https://${site}.docs.example`);
      expect(made.statusCode).toBe(201);
      expect(made.json().lastRun).toMatchObject({ status: 'running' });
    }
    const fourth = await create(token, 'https://d.docs.example');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe('monitor_limit');

    const other = await account('scale');
    expect((await create(other, 'https://www.docs.example')).statusCode).toBe(201);
    const again = await create(other, 'docs.example/guide');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('monitor_exists');
    const listed = await server.inject({
      url: '/api/monitors',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(listed.json()).toMatchObject({ limit: 25, monitors: [{ url: 'https://www.docs.example/' }] });
  });

  it("answers 404 for another account's monitor, and refuses a webhook that is not https", async () => {
    const owner = await account('growth');
    const made = await create(owner, 'https://owned.example');
    const id = made.json().id as string;
    const stranger = await account('growth');
    for (const [method, url] of [
      ['GET', `/api/monitors/${id}`],
      ['POST', `/api/monitors/${id}/run`],
      ['DELETE', `/api/monitors/${id}`],
    ] as const) {
      const answer = await server.inject({ method, url, headers: { authorization: `Bearer ${stranger}` } });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const busy = await server.inject({
      method: 'POST',
      url: `/api/monitors/${id}/run`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(busy.json().error).toBe('monitor_busy');

    const plain = await create(stranger, 'https://plain.example', {
      email: false,
      webhookUrl: 'http://hooks.example/x',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toContain('https://');
  });
});
