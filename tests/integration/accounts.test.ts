import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hashToken, newSecretToken } from '@signpost/accounts';
import { authSessionSchema, errorBodySchema, loginResponseSchema } from '@signpost/contracts';
import { addFetchedPages, createAnalysis, startSmtpServer, type TestSmtpServer } from '@signpost/testing';
import { startStack, type Stack } from '../support/stack.js';

const PASSWORD = 'Correct-Horse-42';
const WEB_ORIGIN = 'https://signpost.test';

/**
 * Accounts end to end on Postgres and Redis with a real SMTP server: sign-up, the verification mail,
 * sessions and their rotation, sign-out everywhere, password reset, and who may see what.
 */
describe('accounts (distributed, real SMTP)', () => {
  let smtp: TestSmtpServer;
  let stack: Stack;
  let server: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    stack = await startStack('distributed', {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Signpost <hello@signpost.test>', PUBLIC_URL: WEB_ORIGIN },
      workers: ['mail'],
    });
    server = stack.server;
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  // Each request comes from an address of its own, so the per-address limits stay out of the way here.
  let lastOctet = 0;
  const from = () => `198.51.100.${(lastOctet = (lastOctet % 250) + 1)}`;
  const post = (url: string, payload?: object, token?: string) =>
    server.inject({
      method: 'POST',
      url,
      remoteAddress: from(),
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const get = (url: string, token?: string) =>
    server.inject({
      method: 'GET',
      url,
      remoteAddress: from(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

  async function mailTo(email: string, count = 1) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mails = smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
      if (mails.length >= count) return mails[count - 1];
      if (Date.now() > deadline) throw new Error(`no mail ${count} for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const linkIn = (mail: { text?: string } | undefined, path: string) => {
    const match = new RegExp(`${WEB_ORIGIN}${path}\\?token=([^\\s]+)`).exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.text}`);
    return decodeURIComponent(match[1]);
  };

  async function register(email: string) {
    const response = await post('/api/auth/register', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    return authSessionSchema.parse(response.json());
  }

  it('signs up, mails a verification link, verifies once, and signs in', async () => {
    const email = uniqueEmail('ada');
    const session = await register(email.toUpperCase());
    expect(session.user).toMatchObject({ email, tier: 'starter', emailVerified: false, isDemo: false });

    const mail = await mailTo(email);
    expect(mail?.from?.text).toContain('hello@signpost.test');
    const token = linkIn(mail, '/verify-email');
    const verified = await get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.json()).toEqual({ success: true, alreadyVerified: false, email });
    expect((await get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).json()).toMatchObject({
      alreadyVerified: true,
    });
    expect((await get('/api/auth/verify-email?token=not-a-token')).statusCode).toBe(400);

    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const signedIn = loginResponseSchema.parse(login.json());
    expect(signedIn).toMatchObject({ isDemo: false, user: { emailVerified: true } });
    expect((await get('/api/auth/me', signedIn.accessToken)).json().user.email).toBe(email);
  });

  it('refuses weak passwords, taken emails, and says nothing about which emails exist', async () => {
    const weak = await post('/api/auth/register', { email: uniqueEmail('weak'), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(errorBodySchema.parse(weak.json())).toMatchObject({ error: 'weak_password' });
    expect(weak.json().errors).toContain('An uppercase letter');

    const email = uniqueEmail('taken');
    await register(email);
    const again = await post('/api/auth/register', { email, password: PASSWORD });
    expect([again.statusCode, again.json().error]).toEqual([409, 'email_taken']);

    const wrongPassword = await post('/api/auth/login', { email, password: 'Wrong-Password-1' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect([wrongPassword.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json()).toEqual(unknown.json());

    const resetKnown = await post('/api/auth/forgot-password', { email });
    const resetUnknown = await post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect([resetKnown.statusCode, resetUnknown.statusCode]).toEqual([200, 200]);
    expect(resetKnown.json()).toEqual(resetUnknown.json());
  });

  it('rotates refresh tokens, revokes the whole family on reuse, and signs out at once', async () => {
    const first = await register(uniqueEmail('rotate'));
    const second = authSessionSchema.parse(
      (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json(),
    );
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await get('/api/auth/me', second.accessToken)).statusCode).toBe(200);

    const replayed = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(replayed.statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await get('/api/auth/me', second.accessToken)).statusCode).toBe(401);

    const email = uniqueEmail('everywhere');
    const laptop = await register(email);
    const phone = loginResponseSchema.parse(
      (await post('/api/auth/login', { email, password: PASSWORD })).json(),
    );
    expect((await post('/api/auth/logout-all', undefined, phone.accessToken)).statusCode).toBe(200);
    for (const token of [laptop.accessToken, phone.accessToken]) {
      expect((await get('/api/auth/me', token)).statusCode).toBe(401);
    }
    expect((await post('/api/auth/refresh', { refreshToken: laptop.refreshToken })).statusCode).toBe(401);
  });

  it('resets a password once from the mailed link, and signs out every session', async () => {
    const email = uniqueEmail('reset');
    const session = await register(email);
    await get(
      `/api/auth/verify-email?token=${encodeURIComponent(linkIn(await mailTo(email), '/verify-email'))}`,
    );
    await post('/api/auth/request-password-reset', { email });
    const token = linkIn(await mailTo(email, 2), '/reset-password');

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'weak' });
    expect(weak.json().error).toBe('weak_password');
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'New-Password-77' });
    expect(reset.statusCode).toBe(200);
    const reused = await post('/api/auth/reset-password', { token, newPassword: 'Other-Password-88' });
    expect(reused.json()).toMatchObject({ error: 'invalid_token', code: 'INVALID_TOKEN' });
    const foreign = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'Other-Password-88',
    });
    expect(foreign.json().code).toBe('INVALID_TOKEN');

    expect((await get('/api/auth/me', session.accessToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'New-Password-77' })).statusCode).toBe(200);
  });

  it('refuses an expired reset link with EXPIRED_TOKEN', async () => {
    const session = await register(uniqueEmail('expired'));
    const stale = newSecretToken();
    const repos = stack.runtimes[0]?.repos;
    if (!repos) throw new Error('no gateway runtime');
    await repos.emailTokens.issue(session.user.id, 'reset-password', stale.hash, new Date(Date.now() - 1000));
    expect(hashToken(stale.token)).toBe(stale.hash);
    const expired = await post('/api/auth/reset-password', {
      token: stale.token,
      newPassword: 'New-Password-77',
    });
    expect([expired.statusCode, expired.json().error, expired.json().code]).toEqual([
      400,
      'expired_token',
      'EXPIRED_TOKEN',
    ]);
  });

  it('sends no reset mail to an unverified account, answering the same', async () => {
    const email = uniqueEmail('unverified');
    await register(email);
    await mailTo(email);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email))).toHaveLength(1);
  });

  it('refuses forged, tampered, expired and unsigned access tokens with 401', async () => {
    const session = await register(uniqueEmail('jwt'));
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const sign = (head: object, body: object, key: string) => {
      const unsigned = `${encode(head)}.${encode(body)}`;
      return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
    };
    const forgeries = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'wrong key': sign({ alg: 'HS256', typ: 'JWT' }, claims, 'not-the-secret-not-the-secret-not-the-secret'),
      tampered: `${header}.${encode({ ...claims, sub: crypto.randomUUID() })}.${signature}`,
      expired: sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: 1_000_000 }, 'x'),
      garbage: 'not.a.jwt',
    };
    for (const [name, token] of Object.entries(forgeries)) {
      const response = await get('/api/auth/me', token);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error, name).toBe('unauthorized');
    }
    await post('/api/auth/logout', undefined, session.accessToken);
    expect((await get('/api/auth/me', session.accessToken)).statusCode).toBe(401);
  });

  it("keeps each account's analyses, files and downloads its own: another account gets 404", async () => {
    const owner = await register(uniqueEmail('owner'));
    const stranger = await register(uniqueEmail('stranger'));
    const started = await post(
      '/api/analyze',
      { url: 'https://owned.example', force: true },
      owner.accessToken,
    );
    expect(started.statusCode).toBe(202);
    const { analysisId } = started.json();

    expect((await get(`/api/analysis/${analysisId}`, owner.accessToken)).statusCode).toBe(200);
    for (const url of [
      `/api/analysis/${analysisId}`,
      `/api/analysis/${analysisId}/events`,
      `/api/auth/my-analyses/${analysisId}`,
    ]) {
      expect((await get(url, stranger.accessToken)).statusCode, url).toBe(404);
      expect((await get(url)).statusCode, `${url} anonymous`).toBe(url.includes('my-analyses') ? 401 : 404);
    }
    const generate = await post(
      '/api/generate-llm-file',
      { analysisId, selectedPages: [{ url: 'https://owned.example/', selected: true }] },
      stranger.accessToken,
    );
    expect(generate.statusCode).toBe(404);

    const mine = (await get('/api/auth/my-analyses', owner.accessToken)).json();
    expect(mine.analyses.map((item: { id: string }) => item.id)).toEqual([analysisId]);
    expect((await get('/api/auth/my-analyses', stranger.accessToken)).json().analyses).toEqual([]);

    const repos = stack.runtimes[0]?.repos;
    if (!repos) throw new Error('no gateway runtime');
    const completed = await createAnalysis(repos, {
      user_id: owner.user.id,
      status: 'completed',
      stage: 'finalization',
    });
    await addFetchedPages(repos, completed.id, [{ url: 'https://example.com/' }]);
    await repos.pages.saveScores(completed.id, [
      { url: 'https://example.com/', qualityScore: 8, scoredBy: 'heuristic', reason: 'test' },
    ]);
    const file = await post(
      '/api/generate-llm-file',
      { analysisId: completed.id, selectedPages: [{ url: 'https://example.com/', selected: true }] },
      owner.accessToken,
    );
    expect(file.statusCode).toBe(201);
    // A completed record is served from the gateway's cache once read; the owner check still holds.
    const completedUrl = `/api/analysis/${completed.id}`;
    const read = (await get(completedUrl, owner.accessToken)).json();
    expect(read.discoveredPages.map((page: { url: string }) => page.url)).toEqual(['https://example.com/']);
    const again = await get(completedUrl, owner.accessToken);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(read);
    expect((await get(completedUrl, stranger.accessToken)).statusCode).toBe(404);
    expect((await get(completedUrl)).statusCode).toBe(404);
    const fileId = file.json().id;
    for (const url of [
      `/api/llm-file/${fileId}`,
      `/api/download/${fileId}`,
      `/api/download/${fileId}?variant=full`,
    ]) {
      expect((await get(url, owner.accessToken)).statusCode, url).toBe(200);
      expect((await get(url, stranger.accessToken)).statusCode, `${url} by another account`).toBe(404);
      expect((await get(url)).statusCode, `${url} anonymous`).toBe(404);
    }
    const detail = (await get(`/api/auth/my-analyses/${analysisId}`, owner.accessToken)).json();
    expect(detail.analysis).toMatchObject({ id: analysisId, analysisMetadata: { tier: 'starter' } });
  });

  it('gives an account the analyses started anonymously with its email once it verifies', async () => {
    const email = uniqueEmail('earlier');
    const anonymous = await post('/api/analyze', { url: 'https://earlier.example', force: true, email });
    const { analysisId } = anonymous.json();
    const session = await register(email);
    expect((await get('/api/auth/my-analyses', session.accessToken)).json().analyses).toEqual([]);
    await get(
      `/api/auth/verify-email?token=${encodeURIComponent(linkIn(await mailTo(email), '/verify-email'))}`,
    );
    const mine = (await get('/api/auth/my-analyses', session.accessToken)).json();
    expect(mine.analyses.map((item: { id: string }) => item.id)).toEqual([analysisId]);
  });

  it('starts demo sessions that sign in like login', async () => {
    const demo = loginResponseSchema.parse((await post('/api/auth/demo')).json());
    expect(demo).toMatchObject({ isDemo: true, user: { isDemo: true, tier: 'starter' } });
    expect((await get('/api/auth/me', demo.accessToken)).statusCode).toBe(200);
  });
});
