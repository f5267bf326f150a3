import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@signpost/config';
import { createLogger } from '@signpost/logger';
import { createTestRedis, type TestRedis } from '@signpost/testing';
import { defineHandler } from './handler-registry.js';
import { jobsOfQueue } from './job-definitions.js';
import { createJobQueue } from './create-job-queue.js';
import type { JobQueue } from './job-queue.js';
import { InProcessSchedule, periodJobId } from './in-process/in-process-schedule.js';

const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'job-schedules-test');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PERIOD_MS = 400;
const RUN_FOR_MS = 2_200;

let redis: TestRedis | undefined;
afterAll(() => redis?.cleanup());

const openQueues: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(openQueues.splice(0).map((queue) => queue.close()));
});

async function configFor(kind: 'in-process' | 'bullmq') {
  redis ??= await createTestRedis();
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...(kind === 'bullmq'
      ? {
          REDIS_URL: redis.url,
          QUEUE_PREFIX: `${redis.prefix}-${randomUUID().slice(0, 6)}`,
          METRICS_TOKEN: 'a-schedule-test-metrics-token',
        }
      : {}),
  });
}

/** A worker process: consumes the maintenance queue, records each run, and asks for the schedule. */
async function worker(config: Awaited<ReturnType<typeof configFor>>, runs: { jobId: string }[]) {
  const queue = await createJobQueue(config, logger);
  openQueues.push(queue);
  await queue.startWorkers({
    queues: ['maintenance'],
    handlers: jobsOfQueue('maintenance').map((name) =>
      defineHandler(name, async (_payload, ctx) => {
        if (name === 'purge-expired-analyses') runs.push({ jobId: ctx.jobId });
      }),
    ),
    onExhausted: async () => {},
  });
  await queue.schedule([{ name: 'purge-expired-analyses', everyMs: PERIOD_MS }]);
  return queue;
}

/**
 * The runs so far, once there are at least two (a loaded machine may start the second late), with
 * how many whole periods have passed since `started`: the count is bound by the time that passed.
 */
async function runsSoFar(runs: { jobId: string }[], started: number) {
  while (runs.length < 2) await sleep(50);
  return { ids: runs.map((run) => run.jobId), periods: Math.floor((Date.now() - started) / PERIOD_MS) };
}

describe('scheduled jobs', () => {
  it('run once per period however many BullMQ workers ask for the schedule, and whenever', async () => {
    const config = await configFor('bullmq');
    const runs: { jobId: string }[] = [];
    const started = Date.now();
    // Two workers start together; a third joins later, as a scaled-up or restarted one does.
    await Promise.all([worker(config, runs), worker(config, runs)]);
    await sleep(PERIOD_MS * 1.5);
    await worker(config, runs);
    await sleep(RUN_FOR_MS - PERIOD_MS * 1.5);
    const { ids, periods } = await runsSoFar(runs, started);

    // A scheduled job's id names its period: three workers asking never make two runs of one period.
    expect(new Set(ids).size).toBe(ids.length);
    // One at once, then one a period (BullMQ's periods start on multiples of the period, so the
    // first may come early): however late this machine ran the sleeps, never one per worker.
    expect(ids.length).toBeLessThanOrEqual(periods + 2);
  });

  it('run at once and then once per period on the in-process queue, asked for twice', async () => {
    const config = await configFor('in-process');
    const runs: { jobId: string }[] = [];
    const started = Date.now();
    const queue = await worker(config, runs);
    await queue.schedule([{ name: 'purge-expired-analyses', everyMs: PERIOD_MS }]);
    await sleep(RUN_FOR_MS);
    const { ids, periods } = await runsSoFar(runs, started);

    expect(new Set(ids).size).toBe(ids.length);
    // At once, then at each period's end, however late this machine ran the sleep.
    expect(ids.length).toBeLessThanOrEqual(periods + 1);
  });

  it('name an in-process run after its period, so one period never runs twice', () => {
    const added: string[] = [];
    let now = 1_000;
    const schedule = new InProcessSchedule(
      (_name, id) => added.push(id),
      () => now,
    );
    schedule.every('forget-unused-scores', 500);
    now = 1_499;
    schedule.every('forget-unused-scores', 500);
    schedule.stop();
    expect(added).toEqual([periodJobId('forget-unused-scores', 500, 1_000)]);
    expect(periodJobId('forget-unused-scores', 500, 1_499)).toBe('forget-unused-scores__2');
  });
});

describe.each(['in-process', 'bullmq'] as const)('queue stats (%s)', (kind) => {
  it('count the waiting jobs and the age of the oldest', async () => {
    const queue = await createJobQueue(await configFor(kind), logger);
    openQueues.push(queue);
    await queue.enqueue('discover-site', { analysisId: randomUUID() });
    await sleep(300);
    await queue.enqueue('discover-site', { analysisId: randomUUID() });

    const stats = await queue.stats();
    const discovery = stats.find((queueStats) => queueStats.queue === 'discovery');
    expect(discovery).toMatchObject({ waiting: 2, active: 0 });
    expect(discovery?.oldestWaitingSeconds).toBeGreaterThanOrEqual(0.25);
    expect(stats.find((queueStats) => queueStats.queue === 'scoring')).toMatchObject({
      waiting: 0,
      oldestWaitingSeconds: 0,
    });
    expect(stats.map((queueStats) => queueStats.queue)).toContain('maintenance');
    expect(queue.inspectableQueues()).toHaveLength(kind === 'bullmq' ? 7 : 0);
  });
});
