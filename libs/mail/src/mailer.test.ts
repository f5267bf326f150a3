import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@signpost/logger';
import { createMailer, type MailMessage } from './mailer.js';
import { closedPortUrl, startSilentServer, startSmtpServer } from '@signpost/testing';

const FROM = 'Signpost <no-reply@signpost.example>';

function message(to: string): MailMessage {
  const link = `https://signpost.example/verify-email?token=${to.length}`;
  return { to, subject: `Hello ${to}`, text: `Open ${link}`, html: `<a href="${link}">open</a>`, link };
}

const silentLogger = () => createLogger({ log: { level: 'silent', pretty: false } }, 'mailer-test');

describe('createMailer without SMTP (outbox)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'signpost-mail-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one parseable .eml file per message and logs its link', async () => {
    const logger = silentLogger();
    const info = vi.spyOn(logger, 'info');
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir }, logger);

    await mailer.send(message('first@example.com'));
    await mailer.send(message('second@example.com'));
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    expect((await stat(join(outboxDir, files[0]!))).mode & 0o077).toBe(0);

    const parsed = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(join(outboxDir, file)))),
    );
    const recipients = parsed.map((mail) =>
      Array.isArray(mail.to) ? undefined : mail.to?.value[0]?.address,
    );
    expect(recipients.sort()).toEqual(['first@example.com', 'second@example.com']);
    for (const mail of parsed) {
      expect(mail.from?.value[0]?.address).toBe('no-reply@signpost.example');
      expect(mail.text).toContain('https://signpost.example/verify-email?token=');
      expect(mail.html).toContain('https://signpost.example/verify-email?token=');
    }

    const first = message('first@example.com');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ to: first.to, subject: first.subject, link: first.link }),
      expect.any(String),
    );
  });
});

describe('createMailer with SMTP', () => {
  it('delivers the message from MAIL_FROM', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }, silentLogger());
    try {
      await mailer.send(message('someone@example.com'));
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from?.value[0]?.address).toBe('no-reply@signpost.example');
      expect(mail?.subject).toBe('Hello someone@example.com');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('fails when the server refuses the message', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }, silentLogger());
    try {
      await expect(mailer.send(message('someone@example.com'))).rejects.toThrow(/554/);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('fails at once when nothing listens', async () => {
    const mailer = createMailer(
      { smtpUrl: await closedPortUrl(), from: FROM, outboxDir: '/nonexistent' },
      silentLogger(),
    );
    const started = Date.now();
    await expect(mailer.send(message('someone@example.com'))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    await mailer.close();
  });

  it('gives up on a server that never greets within the greeting timeout', async () => {
    const silent = await startSilentServer();
    const mailer = createMailer(
      { smtpUrl: silent.url, from: FROM, outboxDir: '/nonexistent' },
      silentLogger(),
      {
        connectionMs: 1_000,
        greetingMs: 300,
        socketMs: 2_000,
      },
    );
    try {
      // The greeting's limit, not the socket's (which would also end it, later): the error names it.
      await expect(mailer.send(message('someone@example.com'))).rejects.toThrow(/greeting/i);
    } finally {
      await mailer.close();
      await silent.close();
    }
  });
});
