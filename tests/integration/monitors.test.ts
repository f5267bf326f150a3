import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authSessionSchema,
  createdMonitorSchema,
  monitorDetailSchema,
  monitorRunSchema,
  publishedFileResponseSchema,
  type MonitorDetail,
  type MonitorRun,
} from '@signpost/contracts';
import { startChangingSite, startLocalServer, type ChangingSite, type LocalServer } from '@signpost/testing';
import { startStack, type Stack } from '../support/stack.js';

const PASSWORD = 'Correct-Horse-9-Battery';

interface Delivery {
  signature: string;
  body: string;
}

/** A webhook receiver that refuses its first delivery, so the retry is part of every run's test. */
async function startReceiver(): Promise<{ server: LocalServer; deliveries: Delivery[]; refusals: number }> {
  const state = { deliveries: [] as Delivery[], refusals: 0 };
  const server = await startLocalServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.refusals === 0) {
        state.refusals += 1;
        response.writeHead(503).end();
        return;
      }
      state.deliveries.push({
        signature: String(request.headers['signpost-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
    });
  });
  return Object.assign(state, { server });
}

/** The monitor-report mails to `email` in the outbox. */
function reportsTo(outboxDir: string, email: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.eml'))
    .map((name) =>
      readFileSync(join(outboxDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    )
    .filter((text) => text.includes(email) && text.includes('Subject: Changes on'));
}

async function eventually<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(['embedded', 'distributed'] as const)('monitors (%s)', (kind) => {
  let stack: Stack;
  let site: ChangingSite;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let token: string;
  let email: string;
  let monitorId: string;
  let secret: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    stack.server.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const detail = async (): Promise<MonitorDetail> =>
    monitorDetailSchema.parse((await call('GET', `/api/monitors/${monitorId}`)).json());
  /** The run as the API answers it, once the database says it ended (polling the API would hit its rate limit). */
  const finishedRun = async (id: string): Promise<MonitorRun> => {
    await eventually(
      async () => {
        const row = await stack.runtimes[0]!.repos.monitorRuns.get(id);
        return row && row.status !== 'running' ? row : undefined;
      },
      `run ${id}`,
      25_000,
    );
    const run = (await detail()).runs.find((candidate) => candidate.id === id);
    if (!run) throw new Error(`run ${id} is not among the monitor's runs`);
    return run;
  };

  beforeAll(async () => {
    site = await startChangingSite(['/install', '/configure', '/deploy']);
    receiver = await startReceiver();
    stack = await startStack(kind);
    email = `monitors-${kind}-${Date.now()}@example.com`;
    const registered = await stack.server.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD },
    });
    const session = authSessionSchema.parse(registered.json());
    token = session.accessToken;
    await stack.runtimes[0]!.repos.users.setPlan(session.user.id, {
      tier: 'growth',
      creditsRemaining: null,
      billingPeriodStart: new Date(),
    });
  });

  afterAll(async () => {
    await stack?.close();
    await site?.close();
    await receiver?.server.close();
  });

  it('makes a monitor whose first run reads the site as the baseline, telling nobody', async () => {
    const created = await call('POST', '/api/monitors', {
      url: site.origin,
      schedule: 'daily',
      notify: { email: true, webhookUrl: `${receiver.server.url}/hooks/signpost` },
    });
    expect(created.statusCode).toBe(201);
    const monitor = createdMonitorSchema.parse(created.json());
    monitorId = monitor.id;
    secret = monitor.webhookSecret ?? '';
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(new Date(monitor.nextRunAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 12 * 3600_000);
    expect((await call('GET', '/api/monitors')).json().monitors[0]).not.toHaveProperty('webhookSecret');

    const baseline = await finishedRun(monitor.lastRun?.id ?? '');
    expect(baseline).toMatchObject({
      status: 'completed',
      added: [],
      removed: [],
      changed: [],
      brokenLinks: [],
    });
    expect(baseline.liveFile?.status).toBe('missing');
    expect(receiver.deliveries).toHaveLength(0);
    expect(reportsTo(stack.config.mail.outboxDir, email)).toHaveLength(0);
  });

  let publishedUrl: string;
  /** A page's markdown copy beside the published file. */
  const copy = (path: string) =>
    stack.server.inject(new URL(publishedUrl).pathname.replace(/llms\.txt$/, `pages/${path}.md`));
  let installCopy: string;

  it('publishes a file of the owner choosing: /deploy left out', async () => {
    const baseline = (await detail()).runs[0]!;
    const file = await stack.server.inject({
      method: 'POST',
      url: '/api/generate-llm-file',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        analysisId: baseline.analysisId,
        selectedPages: ['/', '/install', '/configure'].map((path) => ({
          url: new URL(path, site.origin).href,
          selected: true,
          ...(path === '/install' ? { title: 'Installing, by its owner' } : {}),
        })),
      },
    });
    expect(file.statusCode).toBe(201);
    const published = await call('POST', `/api/llm-file/${file.json().id}/publish`);
    expect(published.statusCode).toBe(200);
    publishedUrl = publishedFileResponseSchema.parse(published.json()).url;
    expect((await detail()).publishedUrl).toBe(publishedUrl);
    installCopy = (await copy('install')).body;
    expect((await copy('install')).statusCode).toBe(200);
  });

  let changes: MonitorRun;

  it('finds what changed, keeps the owner’s choices, republishes and tells the owner once', async () => {
    const requestsBefore = site.requests.length;
    const notModifiedBefore = site.notModified.length;
    site.addPage('/upgrade');
    site.removePage('/configure');
    site.editPage('/install');
    site.setLlmsTxt('# Changing Docs\n\n> An old copy.\n');
    const started = await call('POST', `/api/monitors/${monitorId}/run`);
    expect(started.statusCode).toBe(202);
    expect((await call('POST', `/api/monitors/${monitorId}/run`)).statusCode).toBe(409);
    changes = await finishedRun(monitorRunSchema.parse(started.json()).id);

    const at = (path: string) => new URL(path, site.origin).href;
    expect(changes.status).toBe('completed');
    expect(changes.added).toEqual([at('/upgrade')]);
    expect(changes.removed).toEqual([at('/configure')]);
    expect(changes.changed).toContain(at('/install'));
    expect(changes.brokenLinks).toEqual([at('/configure')]);
    expect(changes.liveFile).toEqual({ status: 'differs', url: at('/llms.txt') });
    // The one page that did not change was asked for with its ETag and answered 304, once; the
    // edited one came in full.
    expect(site.notModified.slice(notModifiedBefore)).toEqual(['/deploy']);
    const requested = site.requests.slice(requestsBefore);
    expect(requested.filter((path) => path === '/deploy')).toHaveLength(1);
    expect(requested).toContain('/install');

    const served = await stack.server.inject(new URL(publishedUrl).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('[Installing, by its owner]');
    expect(served.body).toContain(at('/upgrade'));
    expect(served.body).not.toContain(at('/configure'));
    expect(served.body).not.toContain(at('/deploy'));
    // The pages' markdown copies follow the republished file.
    expect((await copy('install')).body).not.toBe(installCopy);
    expect((await copy('upgrade')).statusCode).toBe(200);
    expect((await copy('configure')).statusCode).toBe(404);

    const delivery = await eventually(async () => receiver.deliveries[0], 'the webhook');
    expect(receiver.refusals).toBe(1);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
    expect(JSON.parse(delivery.body)).toEqual({ type: 'monitor.run', monitorId, ...changes });

    const mails = await eventually(async () => {
      const found = reportsTo(stack.config.mail.outboxDir, email);
      return found.length > 0 ? found : undefined;
    }, 'the report mail');
    expect(mails[0]).toContain(at('/upgrade'));
    expect(mails[0]).toContain(`/dashboard?tab=monitors&monitor=${monitorId}`);
  });

  it('sends nothing twice when the finished run is finished again, and nothing for a run that found nothing', async () => {
    const queue = stack.runtimes[0]!.queue;
    await queue.enqueue('finish-monitor-run', { runId: changes.id });
    await queue.enqueue('send-monitor-report', { runId: changes.id });
    await queue.enqueue('deliver-monitor-webhook', { runId: changes.id });
    const notModifiedBefore = site.notModified.length;
    const quiet = await call('POST', `/api/monitors/${monitorId}/run`);
    expect(quiet.statusCode).toBe(202);
    const run = await finishedRun(monitorRunSchema.parse(quiet.json()).id);
    expect(run).toMatchObject({ status: 'completed', added: [], removed: [], changed: [] });
    // Every page but the home page (read first, in full, to reach the site) answered 304.
    expect(site.notModified.slice(notModifiedBefore).sort()).toEqual(['/deploy', '/install', '/upgrade']);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(receiver.deliveries).toHaveLength(1);
    expect(reportsTo(stack.config.mail.outboxDir, email)).toHaveLength(1);
  }, 90_000);

  it('pauses, resumes and deletes; another account cannot see it', async () => {
    const paused = await call('PATCH', `/api/monitors/${monitorId}`, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, nextRunAt: null });
    const resumed = await call('PATCH', `/api/monitors/${monitorId}`, { paused: false });
    expect(resumed.json().nextRunAt).not.toBeNull();
    const stranger = await stack.server.inject({ method: 'GET', url: `/api/monitors/${monitorId}` });
    expect(stranger.statusCode).toBe(401);
    expect((await call('DELETE', `/api/monitors/${monitorId}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/monitors/${monitorId}`)).statusCode).toBe(404);
    expect((await stack.server.inject(new URL(publishedUrl).pathname)).statusCode).toBe(200);
  });
});
