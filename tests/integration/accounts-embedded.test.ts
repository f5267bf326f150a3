import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema } from '@signpost/contracts';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The embedded default works offline: without SMTP_URL each mail is an .eml file in
 * $DATA_DIR/outbox/, and its link is followed from there.
 */
describe('accounts on the embedded default, mail in the outbox', () => {
  let dataDir: string;
  let stack: Stack;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'signpost-embedded-'));
    stack = await startStack('embedded', { env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function outboxMail() {
    const outbox = join(dataDir, 'outbox');
    const deadline = Date.now() + 15_000;
    for (;;) {
      const files = await readdir(outbox).catch(() => []);
      const eml = files.find((file) => file.endsWith('.eml'));
      if (eml) return simpleParser(await readFile(join(outbox, eml)));
      if (Date.now() > deadline) throw new Error('no mail in the outbox');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('signs up, verifies from the .eml link, and signs in', async () => {
    const email = 'offline@example.com';
    const password = 'Offline-Password-9';
    const registered = await stack.server.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, confirmPassword: password },
    });
    expect(registered.statusCode).toBe(201);
    const mail = await outboxMail();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    const token = /\/verify-email\?token=(\S+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();

    const verified = await stack.server.inject(`/api/auth/verify-email?token=${token}`);
    expect(verified.json()).toMatchObject({ success: true, email });
    const login = await stack.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(authSessionSchema.parse(login.json()).user.emailVerified).toBe(true);
  });
});
