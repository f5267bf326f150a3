import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  authSessionSchema,
  errorBodySchema,
  queueBoardAccessSchema,
  queueBoardSessionSchema,
} from '@signpost/contracts';
import { createRuntime, type Runtime } from '@signpost/runtime';
import {
  createTestDatabase,
  createTestRedis,
  testConfig,
  type TestPostgres,
  type TestRedis,
} from '@signpost/testing';
import { buildServer } from '../server.js';

const ADMIN = 'boss@example.com';
/** Listed in ADMIN_EMAILS too, but registered by someone who never verified it. */
const UNVERIFIED_ADMIN = 'ops@example.com';
const SESSION_URL = '/api/admin/queue-board-session';
const ACCESS_URL = '/api/admin/queue-board-access';
const JWT_SECRET = 'a-test-only-secret-that-is-long-enough-0123456789';

/** An HS256 token signed with the gateway's secret, as the gateway signs board sessions. */
function signed(claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

describe('the queue board (distributed: BullMQ)', () => {
  let database: TestPostgres;
  let redis: TestRedis;
  let runtime: Runtime;
  let server: FastifyInstance;
  let adminToken: string;
  let memberToken: string;
  let memberId: string;

  let address = 0;
  const register = async (email: string) =>
    authSessionSchema.parse(
      (
        await server.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: `198.51.100.${++address}`,
          payload: { email, password: 'Board-Password-1' },
        })
      ).json(),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await createTestRedis();
    runtime = await createRuntime(
      testConfig({
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        QUEUE_PREFIX: redis.prefix,
        JWT_SECRET,
        ADMIN_EMAILS: ` Boss@Example.com , ops@example.com`,
      }),
      'gateway',
    );
    server = await buildServer(runtime);
    const admin = await register(ADMIN);
    await runtime.repos.users.markEmailVerified(admin.user.id);
    adminToken = admin.accessToken;
    const member = await register('member@example.com');
    memberToken = member.accessToken;
    memberId = member.user.id;
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await database?.drop();
    await redis?.cleanup();
  });

  const openSession = (token?: string) =>
    server.inject({
      method: 'POST',
      url: SESSION_URL,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const board = (cookie?: string, url = '/admin/queues') =>
    server.inject({ url, headers: cookie ? { cookie } : {} });
  const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error;

  it('tells the dashboard who may open the board: signed-in administrators, not other accounts', async () => {
    const access = async (authorization?: string) => {
      const response = await server.inject({
        url: ACCESS_URL,
        headers: authorization ? { authorization } : {},
      });
      return response.statusCode === 200
        ? queueBoardAccessSchema.parse(response.json())
        : response.statusCode;
    };
    expect(await access()).toBe(401);
    expect(await access(`Bearer ${memberToken}`)).toEqual({ allowed: false });
    expect(await access(`Bearer ${adminToken}`)).toEqual({ allowed: true });
  });

  it('opens a board session for an administrator only: 401 anonymous, 403 for other accounts', async () => {
    const anonymous = await openSession();
    expect([anonymous.statusCode, errorOf(anonymous)]).toEqual([401, 'unauthorized']);
    const member = await openSession(memberToken);
    expect([member.statusCode, errorOf(member)]).toEqual([403, 'admin_only']);

    const admin = await openSession(adminToken);
    expect(admin.statusCode).toBe(200);
    expect(queueBoardSessionSchema.parse(admin.json())).toEqual({
      path: '/admin/queues',
      expiresInSeconds: 600,
    });
    const cookie = String(admin.headers['set-cookie']);
    expect(cookie).toMatch(/^signpost_queue_board=[\w.-]+; /);
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining(['Path=/admin/queues', 'Max-Age=600', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(cookie).not.toContain('Secure');
  });

  it('serves the board and its API with the session cookie, listing the BullMQ queues', async () => {
    const cookie = String((await openSession(adminToken)).headers['set-cookie']).split(';')[0] ?? '';
    const page = await board(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await board(cookie, '/admin/queues/api/queues');
    expect(api.statusCode).toBe(200);
    const names = (api.json() as { queues: { name: string }[] }).queues.map((queue) => queue.name);
    expect(names.toSorted()).toEqual([
      'billing',
      'discovery',
      'extraction',
      'mail',
      'maintenance',
      'monitors',
      'scoring',
    ]);
  });

  it('serves the board under a policy of its own: its inline styles and fonts, no inline script', async () => {
    const cookie = String((await openSession(adminToken)).headers['set-cookie']).split(';')[0] ?? '';
    const page = await board(cookie);
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com;");
    expect(policy).toContain("frame-ancestors 'none';");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses every board request without an administrator session', async () => {
    for (const response of [
      await board(),
      await board(undefined, '/admin/queues/api/queues'),
      // The router decodes a respelt path to the board's own routes, and so to its check.
      await board(undefined, '/%61dmin/queues/api/queues'),
      await board(undefined, '/admin/%71ueues'),
      await board('signpost_queue_board=not-a-token'),
      // An access token is not a board session, even an administrator's.
      await board(`signpost_queue_board=${adminToken}`),
    ]) {
      expect([response.statusCode, errorOf(response)]).toEqual([401, 'unauthorized']);
    }
    const now = Math.floor(Date.now() / 1000);
    const memberBoardToken = signed({ sub: memberId, purpose: 'queue-board', iat: now, exp: now + 60 });
    const member = await board(`signpost_queue_board=${memberBoardToken}`, '/admin/queues/api/queues');
    expect([member.statusCode, errorOf(member)]).toEqual([403, 'admin_only']);
    const adminId = (await runtime.repos.users.findByEmail(ADMIN))?.id;
    const expired = signed({ sub: adminId, purpose: 'queue-board', iat: now - 120, exp: now - 60 });
    expect((await board(`signpost_queue_board=${expired}`)).statusCode).toBe(401);
    const live = signed({ sub: adminId, purpose: 'queue-board', iat: now, exp: now + 60 });
    expect((await board(`signpost_queue_board=${live}`)).statusCode).toBe(200);
  });

  it('refuses an address in ADMIN_EMAILS until its owner has verified it', async () => {
    const unverified = await register(UNVERIFIED_ADMIN);
    const access = await server.inject({
      url: ACCESS_URL,
      headers: { authorization: `Bearer ${unverified.accessToken}` },
    });
    expect(queueBoardAccessSchema.parse(access.json())).toEqual({ allowed: false });
    const session = await openSession(unverified.accessToken);
    expect([session.statusCode, errorOf(session)]).toEqual([403, 'admin_only']);

    // The board checks the account on every request: a board session alone opens nothing for it.
    const now = Math.floor(Date.now() / 1000);
    const boardToken = signed({ sub: unverified.user.id, purpose: 'queue-board', iat: now, exp: now + 60 });
    const refused = await board(`signpost_queue_board=${boardToken}`, '/admin/queues/api/queues');
    expect([refused.statusCode, errorOf(refused)]).toEqual([403, 'admin_only']);

    await runtime.repos.users.markEmailVerified(unverified.user.id);
    expect((await board(`signpost_queue_board=${boardToken}`, '/admin/queues/api/queues')).statusCode).toBe(
      200,
    );
  });
});

describe('the queue board (embedded: in-process queue)', () => {
  let runtime: Runtime;
  let database: TestPostgres;
  let server: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    runtime = await createRuntime(
      testConfig({ DATABASE_URL: database.url, JWT_SECRET, ADMIN_EMAILS: ADMIN }),
      'gateway',
    );
    server = await buildServer(runtime);
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
    await database?.drop();
  });

  it('is not mounted: the in-process queue keeps its jobs in memory and has no board', async () => {
    expect((await server.inject({ method: 'POST', url: SESSION_URL })).statusCode).toBe(404);
    expect((await server.inject('/admin/queues')).statusCode).toBe(404);
  });

  it('is offered to nobody, administrators included', async () => {
    const registered = await server.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: ADMIN, password: 'Board-Password-1' },
    });
    const { accessToken } = authSessionSchema.parse(registered.json());
    const access = await server.inject({
      url: ACCESS_URL,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(queueBoardAccessSchema.parse(access.json())).toEqual({ allowed: false });
  });
});
