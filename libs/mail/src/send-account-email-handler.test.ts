import { createHash, randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestRuntime,
  createUser,
  jobContext,
  startSmtpServer,
  type TestRuntime,
  type TestSmtpServer,
} from '@signpost/testing';
import { createMailer, type Mailer } from './mailer.js';
import { sendAccountEmailHandler } from './send-account-email-handler.js';

const PUBLIC_URL = 'https://signpost.example';
const MAIL_FROM = 'Signpost <no-reply@signpost.example>';

let smtp: TestSmtpServer;
let runtime: TestRuntime;
let mailer: Mailer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  runtime = await createTestRuntime('mail-test', {
    SMTP_URL: smtp.url,
    MAIL_FROM,
    PUBLIC_URL,
  });
  mailer = createMailer(runtime.config.mail, runtime.logger);
});

afterAll(async () => {
  await mailer?.close();
  await runtime?.close();
  await smtp?.close();
});

const createAccount = (overrides: { emailVerifiedAt?: Date } = {}) =>
  createUser(runtime.repos, { email_verified_at: overrides.emailVerifiedAt ?? null, created_at: new Date() });

async function request(userId: string, kind: 'verify-email' | 'reset-password', using = mailer) {
  await sendAccountEmailHandler({ ...runtime, mailer: using }).handle(
    { userId, kind, requestId: randomUUID() },
    jobContext(),
  );
}

function mailTo(address: string): ParsedMail[] {
  return smtp.received.filter(
    (mail) => !Array.isArray(mail.to) && mail.to?.value.some((to) => to.address === address),
  );
}

/** The one link of a received mail, read from its plain-text part. */
function linkOf(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text ?? '');
  if (!match) throw new Error('no link in the mail');
  return new URL(match[0]);
}

function tokenOf(mail: ParsedMail): string {
  const token = linkOf(mail).searchParams.get('token');
  if (!token) throw new Error('no token in the link');
  return token;
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

async function storedTokens(userId: string) {
  return runtime.database.db
    .selectFrom('email_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describe('sendAccountEmailHandler', () => {
  it('mails a verification link under PUBLIC_URL whose token is stored hashed', async () => {
    const user = await createAccount();
    await request(user.id, 'verify-email');

    const [mail, ...others] = mailTo(user.email);
    expect(others).toHaveLength(0);
    expect(mail?.from?.value[0]?.address).toBe('no-reply@signpost.example');
    expect(mail?.subject).toMatch(/Signpost/);
    const link = linkOf(mail!);
    expect(link.href.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
    expect(mail?.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mail?.text).toMatch(/24 hours/);

    const tokens = await storedTokens(user.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'verify-email', token_hash: sha256(tokenOf(mail!)) });
  });

  it('voids the earlier token when the mail is asked for again', async () => {
    const user = await createAccount();
    await request(user.id, 'verify-email');
    await request(user.id, 'verify-email');

    const [first, second] = mailTo(user.email);
    const firstHash = sha256(tokenOf(first!));
    const secondHash = sha256(tokenOf(second!));
    expect(firstHash).not.toBe(secondHash);
    // Refused however the repository names it (voided tokens read as spent or invalid).
    expect((await runtime.repos.emailTokens.use(firstHash, 'verify-email')).kind).not.toBe('used');
    await expect(runtime.repos.emailTokens.use(secondHash, 'verify-email')).resolves.toEqual({
      kind: 'used',
      userId: user.id,
    });
  });

  it('mails a reset link that expires in one hour', async () => {
    const user = await createAccount({ emailVerifiedAt: new Date() });
    const before = Date.now();
    await request(user.id, 'reset-password');
    const after = Date.now();

    const [mail] = mailTo(user.email);
    expect(linkOf(mail!).href.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(mail?.text).toMatch(/1 hour\b/);
    const [token] = await storedTokens(user.id);
    expect(token).toMatchObject({ purpose: 'reset-password', token_hash: sha256(tokenOf(mail!)) });
    const expiresAt = new Date(token!.expires_at).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 60 * 60_000);
  });

  it('sends nothing to a verified account asking to verify, or for an account that is gone', async () => {
    const user = await createAccount({ emailVerifiedAt: new Date() });
    await request(user.id, 'verify-email');
    await request(randomUUID(), 'reset-password');

    expect(mailTo(user.email)).toHaveLength(0);
    expect(await storedTokens(user.id)).toHaveLength(0);
  });

  it('throws when the SMTP server refuses the message, so that the queue retries', async () => {
    const refusing = await startSmtpServer({ refuse: true });
    const refusingMailer = createMailer({ ...runtime.config.mail, smtpUrl: refusing.url }, runtime.logger);
    try {
      const user = await createAccount();
      await expect(request(user.id, 'verify-email', refusingMailer)).rejects.toThrow(/554|refused/i);
    } finally {
      await refusingMailer.close();
      await refusing.close();
    }
  });
});
