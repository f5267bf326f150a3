import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema, loginResponseSchema } from '@signpost/contracts';
import type { Runtime } from '@signpost/runtime';
import { createAnalysis, createTestRuntime } from '@signpost/testing';
import { accountUsageSubjects } from '@signpost/usage';
import { buildServer } from '../server.js';
import { registerAccount } from '../testing/registered-account.test-support.js';

const PASSWORD = 'Closing-Time-2030!';
const URL = '/api/auth/close-account';

/** Closing one's own account (without Stripe settings: the billing side is in tests/integration). */
describe('closing an account', () => {
  let runtime: Runtime;
  let server: FastifyInstance;
  let address = 0;

  beforeAll(async () => {
    runtime = await createTestRuntime('account-closure-test');
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server.close();
    await runtime.close();
  });

  const register = (email: string) => registerAccount(server, email, PASSWORD);

  const close = (token: string, payload: object) =>
    server.inject({
      method: 'POST',
      url: URL,
      remoteAddress: `203.0.113.${++address}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const errorOf = (response: { statusCode: number; json(): unknown }) => [
    response.statusCode,
    errorBodySchema.parse(response.json()).error,
  ];

  it('deletes the account with all it owns, its anonymous analyses and counted uses, and ends its sessions', async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const session = await register(email);
    const userId = session.user.id;
    const own = await createAnalysis(runtime.repos, { user_id: userId });
    const anonymous = await createAnalysis(runtime.repos, { requester_email: email });
    const someoneElses = await createAnalysis(runtime.repos, { requester_email: 'stays@example.com' });
    const subjects = accountUsageSubjects({ id: userId, email });
    await runtime.repos.usage.record(subjects, 'analysis', own.id);

    const closed = await close(session.accessToken, { email: email.toUpperCase(), password: PASSWORD });
    expect(closed.statusCode).toBe(200);

    expect(await runtime.repos.users.get(userId)).toBeUndefined();
    expect(await runtime.repos.analyses.get(own.id)).toBeUndefined();
    expect(await runtime.repos.analyses.get(anonymous.id)).toBeUndefined();
    expect(await runtime.repos.analyses.get(someoneElses.id)).toBeDefined();
    expect(await runtime.repos.usage.countSince(subjects, 'analysis', new Date(0))).toBe(0);
    const me = await server.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    const refreshed = await server.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const login = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `192.0.2.${++address}`,
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // The email is free again.
    expect((await register(email)).user.id).not.toBe(userId);
  });

  it('keeps the account when the email typed or the password is wrong', async () => {
    const email = `staying-${Date.now()}@example.com`;
    const session = await register(email);
    expect(
      errorOf(await close(session.accessToken, { email: 'someone@example.com', password: PASSWORD })),
    ).toEqual([400, 'invalid_input']);
    expect(errorOf(await close(session.accessToken, { email, password: 'Not-The-Password-1' }))).toEqual([
      403,
      'wrong_password',
    ]);
    expect(errorOf(await close(session.accessToken, { email }))).toEqual([403, 'wrong_password']);
    expect(await runtime.repos.users.get(session.user.id)).toBeDefined();
  });

  it('refuses callers without a session, and demo accounts', async () => {
    const anonymous = await server.inject({ method: 'POST', url: URL, payload: { email: 'a@example.com' } });
    expect(errorOf(anonymous)).toEqual([401, 'unauthorized']);
    const demo = loginResponseSchema.parse(
      (await server.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: '192.0.2.250' })).json(),
    );
    expect(errorOf(await close(demo.accessToken, { email: demo.user.email }))).toEqual([
      403,
      'demo_read_only',
    ]);
  });

  it('deletes nothing while a subscription it cannot cancel is live', async () => {
    const email = `subscribed-${Date.now()}@example.com`;
    const session = await register(email);
    await runtime.repos.users.setStripeCustomer(session.user.id, 'cus_closing');
    await runtime.database.db
      .updateTable('users')
      .set({ tier: 'growth', stripe_subscription_id: 'sub_closing', subscription_status: 'active' })
      .where('id', '=', session.user.id)
      .execute();
    expect(errorOf(await close(session.accessToken, { email, password: PASSWORD }))).toEqual([
      503,
      'billing_unavailable',
    ]);
    expect(await runtime.repos.users.get(session.user.id)).toBeDefined();
  });
});
