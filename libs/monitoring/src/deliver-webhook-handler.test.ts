import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorRunWebhookSchema } from '@signpost/contracts';
import { createGuardedPoster } from '@signpost/fetch';
import { createLogger } from '@signpost/logger';
import { createJobQueue, type ExhaustedJob } from '@signpost/queue';
import {
  createTestRuntime,
  createUser,
  freePort,
  jobContext,
  startLocalServer,
  type LocalServer,
  type TestRuntime,
} from '@signpost/testing';
import { deliverWebhookHandler } from './deliver-webhook-handler.js';
import { monitorWorkers } from './monitor-workers.js';

const SECRET = 'whsec_test';

describe('webhook deliveries', () => {
  let runtime: TestRuntime;
  let receiver: LocalServer;
  const received: { body: string; signature: string }[] = [];

  beforeAll(async () => {
    runtime = await createTestRuntime('deliver-webhook-test', {
      SIGNPOST_CRAWL_ALLOW_PRIVATE: 'true',
      JOB_ATTEMPTS: '2',
      JOB_BACKOFF_MS: '10',
    });
    receiver = await startLocalServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(request.headers['signpost-signature']),
        });
        response.statusCode = request.url?.startsWith('/refuse') ? 500 : 204;
        response.end();
      });
    });
  });

  afterAll(async () => {
    await receiver?.close();
    await runtime?.close();
  });

  /** A monitor posting to `webhookUrl`, and a finished run of it that found something. */
  async function finishedRun(webhookUrl: string) {
    const owner = await createUser(runtime.repos, { tier: 'growth' });
    const monitor = await runtime.repos.monitors.create({
      id: randomUUID(),
      userId: owner.id,
      url: 'https://docs.example/',
      site: `${randomUUID()}.example`,
      schedule: 'daily',
      notifyEmail: false,
      webhookUrl,
      webhookSecret: SECRET,
      nextRunAt: new Date(),
    });
    const started = await runtime.repos.monitorRuns.start(randomUUID(), monitor.id, 'schedule');
    if (!started) throw new Error('the run did not start');
    await runtime.repos.monitorRuns.complete(started.id, {
      pages: { 'https://docs.example/new': 'hash' },
      added: ['https://docs.example/new'],
      removed: [],
      changed: [],
      brokenLinks: [],
      liveFile: { status: 'missing', url: 'https://docs.example/llms.txt' },
      noteworthy: true,
    });
    return { monitor, runId: started.id };
  }

  it('posts the run as a monitor.run event naming its monitor, signed over the exact body', async () => {
    const { monitor, runId } = await finishedRun(`${receiver.url}/hooks/signpost`);
    const poster = createGuardedPoster({ userAgent: 'signpost-test', timeoutMs: 5_000, allowPrivate: true });
    try {
      const handler = deliverWebhookHandler({ repos: runtime.repos, logger: runtime.logger, poster });
      await handler.handle({ runId }, jobContext());
    } finally {
      await poster.close();
    }

    const delivery = received.at(-1);
    if (!delivery) throw new Error('nothing was delivered');
    const body = monitorRunWebhookSchema.strict().parse(JSON.parse(delivery.body));
    expect(body).toMatchObject({
      type: 'monitor.run',
      monitorId: monitor.id,
      id: runId,
      status: 'completed',
      added: ['https://docs.example/new'],
    });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature) ?? [];
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${delivery.body}`).digest('hex'));
    expect((await runtime.repos.monitorRuns.get(runId))?.webhook_delivered_at).not.toBeNull();
  });

  it.each([
    ['answers an error', async () => `${receiver.url}/refuse/T0KEN-in-path?secret=Q-SECRET`],
    [
      'cannot be reached',
      async () => `http://127.0.0.1:${await freePort()}/refuse/T0KEN-in-path?secret=Q-SECRET`,
    ],
  ])('logs only the origin of a webhook that %s, never its path or query', async (_case, address) => {
    const webhookUrl = await address();
    const { runId } = await finishedRun(webhookUrl);
    const lines: string[] = [];
    const logger = createLogger({ log: { level: 'debug', pretty: false } }, 'deliver-webhook-test', {
      write: (line: string) => void lines.push(line),
    });
    const queue = await createJobQueue(runtime.config, logger);
    const workers = monitorWorkers({ ...runtime, queue, logger });
    let exhausted: (job: ExhaustedJob) => void = () => {};
    const failedForGood = new Promise<ExhaustedJob>((resolve) => (exhausted = resolve));
    try {
      await queue.startWorkers({
        queues: [...workers.queues],
        handlers: workers.handlers,
        onExhausted: async (job) => exhausted(job),
      });
      await queue.enqueue('deliver-monitor-webhook', { runId });
      await failedForGood;
    } finally {
      await queue.close();
      await workers.close?.();
    }

    const failures = lines.filter((line) => line.includes('"err"'));
    expect(failures).toHaveLength(2);
    for (const line of failures) {
      expect(line).toContain(new URL(webhookUrl).origin);
      expect(line).not.toContain('T0KEN-in-path');
      expect(line).not.toContain('Q-SECRET');
    }
    expect(lines.join('\n')).not.toContain('T0KEN-in-path');
  });
});
