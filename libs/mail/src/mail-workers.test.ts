import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  createTestRuntime,
  createUser,
  startSmtpServer,
  startTestWorkers,
  type TestRuntime,
  type TestSmtpServer,
} from '@signpost/testing';
import { mailWorkers } from './mail-workers.js';

let smtp: TestSmtpServer;
let runtime: TestRuntime;
let stopWorkers: (() => Promise<void>) | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  runtime = await createTestRuntime('mail-workers-test', {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://signpost.example',
  });
});

afterAll(async () => {
  await stopWorkers?.();
  await runtime?.close();
  await smtp?.close();
});

it('consumes the mail queue and sends the mail a job asks for', async () => {
  const workers = mailWorkers(runtime);
  expect(workers.queues).toEqual(['mail']);
  stopWorkers = await startTestWorkers(runtime, [workers]);

  const user = await createUser(runtime.repos, { email: 'worker-test@example.com', created_at: new Date() });
  await runtime.queue.enqueue('send-account-email', {
    userId: user.id,
    kind: 'reset-password',
    requestId: randomUUID(),
  });

  await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
  expect(smtp.received[0]?.text).toContain('https://signpost.example/reset-password?token=');
});
