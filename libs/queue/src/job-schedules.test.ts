import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@signpost/config';
import { createLogger } from '@signpost/logger';
import { createTestRedis, type TestRedis } from '@signpost/testing';
import { defineHandler } from './handler-registry.js';
import { jobsOfQueue } from './job-definitions.js';
import { createJobQueue } from './job-queue.js';
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

describe('scheduled jobs', () => {
  it('run once per period however many BullMQ workers ask for the schedule, and whenever', async () => {
    const config = await configFor('bullmq');
    const runs: { jobId: string }[] = [];
    // Two workers start together; a third joins later, as a scaled-up or restarted one does.
    await Promise.all([worker(config, runs), worker(config, runs)]);
    await sleep(PERIOD_MS * 1.5);
    await worker(config, runs);
    await sleep(RUN_FOR_MS - PERIOD_MS * 1.5);

    // A scheduled job's id names its period: three workers asking never make two runs of one period.
    // How late a run starts depends on the machine's load, so only the upper bound is exact.
    const ids = runs.map((run) => run.jobId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(Math.floor(RUN_FOR_MS / PERIOD_MS) + 1);
  });

  it('run at once and then once per period on the in-process queue, asked for twice', async () => {
    const config = await configFor('in-process');
    const runs: { jobId: string }[] = [];
    const queue = await worker(config, runs);
    await queue.schedule([{ name: 'purge-expired-analyses', everyMs: PERIOD_MS }]);
    await sleep(RUN_FOR_MS);

    const ids = runs.map((run) => run.jobId);
    expect(new Set(ids).size).toBe(ids.length);
    // At once, then at each period's end: at most six within 2.2 s, fewer when timers run late.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(Math.floor(RUN_FOR_MS / PERIOD_MS) + 1);
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
