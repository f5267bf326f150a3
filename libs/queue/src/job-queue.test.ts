import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@signpost/config';
import { analysisFailure } from '@signpost/errors';
import { createLogger } from '@signpost/logger';
import { defineHandler } from './handler-registry.js';
import type { JobContext, JobHandlerDefinition } from './handler-registry.js';
import { InvalidJobPayloadError, JOB_NAMES, QUEUE_NAMES } from './job-definitions.js';
import type { JobName, JobPayload } from './job-definitions.js';
import { createJobQueue } from './create-job-queue.js';
import type { ExhaustedJob, JobQueue } from './job-queue.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN_PREFIX = `signpost-queue-test-${randomUUID().slice(0, 8)}`;
// A deployment sharing Redis must set it (libs/config).
const METRICS_TOKEN = 'a-queue-test-metrics-token';
const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'queue-test');

type AdapterKind = 'in-process' | 'bullmq';
let prefixCounter = 0;

function configFor(kind: AdapterKind, overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(kind === 'bullmq'
      ? { REDIS_URL, QUEUE_PREFIX: `${RUN_PREFIX}-${++prefixCounter}`, METRICS_TOKEN }
      : {}),
    JOB_ATTEMPTS: '3',
    JOB_BACKOFF_MS: '10',
    JOB_LOCK_MS: '5000',
    JOB_STALLED_INTERVAL_MS: '5000',
    DISCOVERY_CONCURRENCY: '1',
    EXTRACTION_CONCURRENCY: '2',
    SCORING_CONCURRENCY: '1',
    SHUTDOWN_TIMEOUT_MS: '3000',
    ...overrides,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type Handle<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<void>;
type HandlerOverrides = { [N in JobName]?: Handle<N> };

/** Handlers for every job (no-ops unless overridden), consuming every queue. */
function handlersWith(overrides: HandlerOverrides): JobHandlerDefinition[] {
  const noop = async () => {};
  return JOB_NAMES.map((name) => defineHandler(name, (overrides[name] as Handle<typeof name>) ?? noop));
}

function recordExhausted() {
  const calls: ExhaustedJob[] = [];
  const first = deferred<ExhaustedJob>();
  const onExhausted = async (job: ExhaustedJob) => {
    calls.push(job);
    first.resolve(job);
  };
  return { calls, first: first.promise, onExhausted };
}

const openQueues: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(openQueues.splice(0).map((queue) => queue.close()));
});

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  for await (const keys of redis.scanStream({ match: `${RUN_PREFIX}-*`, count: 500 })) {
    if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  }
  await redis.quit();
});

describe.each<AdapterKind>(['in-process', 'bullmq'])('job queue contract (%s)', (kind) => {
  async function open(overrides: Record<string, string> = {}) {
    const config = configFor(kind, overrides);
    const queue = await createJobQueue(config, logger);
    openQueues.push(queue);
    return { queue, config };
  }

  async function started(handlers: HandlerOverrides, onExhausted = recordExhausted().onExhausted, env = {}) {
    const { queue } = await open(env);
    await queue.startWorkers({ queues: [...QUEUE_NAMES], handlers: handlersWith(handlers), onExhausted });
    return queue;
  }

  it('answers ping when the backend is reachable', async () => {
    const { queue } = await open();
    await expect(queue.ping()).resolves.toBeUndefined();
  });

  it('rejects an invalid payload at enqueue', async () => {
    const { queue } = await open();
    await expect(queue.enqueue('discover-site', { analysisId: 'not-a-uuid' })).rejects.toBeInstanceOf(
      InvalidJobPayloadError,
    );
    const withExtraKey = {
      analysisId: randomUUID(),
      url: 'https://example.com',
    } as JobPayload<'discover-site'>;
    await expect(queue.enqueue('discover-site', withExtraKey)).rejects.toThrow(
      /Invalid payload for job discover-site/,
    );
  });

  it('hands the payload and its context to the handler', async () => {
    const received = deferred<{ payload: JobPayload<'extract-batch'>; ctx: JobContext }>();
    const queue = await started({
      'extract-batch': async (payload, ctx) => received.resolve({ payload, ctx }),
    });
    const analysisId = randomUUID();

    await queue.enqueue('extract-batch', { analysisId, batch: 3 });

    const { payload, ctx } = await received.promise;
    expect(payload).toEqual({ analysisId, batch: 3 });
    expect(ctx).toMatchObject({
      jobId: `extract-batch__${analysisId}__3`,
      attempt: 1,
      isFinalAttempt: false,
    });
    expect(ctx.signal.aborted).toBe(false);
  });

  it('runs a job once when its id is enqueued twice, before and after it completed', async () => {
    const runs: string[] = [];
    const firstDone = deferred();
    const sentinelDone = deferred();
    const [analysisId, sentinelId] = [randomUUID(), randomUUID()];
    const queue = await started({
      'discover-site': async ({ analysisId: id }) => {
        runs.push(id);
        if (id === analysisId) firstDone.resolve();
        if (id === sentinelId) sentinelDone.resolve();
      },
    });

    await Promise.all([
      queue.enqueue('discover-site', { analysisId }),
      queue.enqueue('discover-site', { analysisId }),
    ]);
    await firstDone.promise;
    await queue.enqueue('discover-site', { analysisId });
    // Discovery runs one job at a time in arrival order, so a duplicate would run before the sentinel.
    await queue.enqueue('discover-site', { analysisId: sentinelId });
    await sentinelDone.promise;

    expect(runs).toEqual([analysisId, sentinelId]);
  });

  it('retries a throwing handler until it succeeds', async () => {
    const attempts: Pick<JobContext, 'attempt' | 'isFinalAttempt'>[] = [];
    const succeeded = deferred();
    const exhausted = recordExhausted();
    const queue = await started(
      {
        'score-pages': async (_payload, { attempt, isFinalAttempt }) => {
          attempts.push({ attempt, isFinalAttempt });
          if (attempt < 3) throw new Error(`transient failure ${attempt}`);
          succeeded.resolve();
        },
      },
      exhausted.onExhausted,
    );

    await queue.enqueue('score-pages', { analysisId: randomUUID() });
    await succeeded.promise;

    expect(attempts).toEqual([
      { attempt: 1, isFinalAttempt: false },
      { attempt: 2, isFinalAttempt: false },
      { attempt: 3, isFinalAttempt: true },
    ]);
    expect(exhausted.calls).toHaveLength(0);
  });

  it('does not retry a permanent AppError and reports it once', async () => {
    let runs = 0;
    const failure = analysisFailure('site_not_found');
    const exhausted = recordExhausted();
    const queue = await started(
      {
        'discover-site': async () => {
          runs += 1;
          throw failure;
        },
      },
      exhausted.onExhausted,
    );
    const analysisId = randomUUID();

    await queue.enqueue('discover-site', { analysisId });
    const reported = await exhausted.first;
    await sleep(150);

    expect(reported).toEqual({
      name: 'discover-site',
      payload: { analysisId },
      jobId: `discover-site__${analysisId}`,
      error: failure,
    });
    expect(runs).toBe(1);
    expect(exhausted.calls).toHaveLength(1);
  });

  it('reports a job that used up its attempts once, with the last error', async () => {
    let runs = 0;
    const exhausted = recordExhausted();
    const queue = await started(
      {
        'compile-result': async () => {
          runs += 1;
          throw new Error(`failure ${runs}`);
        },
      },
      exhausted.onExhausted,
    );

    await queue.enqueue('compile-result', { analysisId: randomUUID() });
    const reported = await exhausted.first;
    await sleep(150);

    expect(runs).toBe(3);
    expect(exhausted.calls).toHaveLength(1);
    expect(reported.name).toBe('compile-result');
    expect((reported.error as Error).message).toBe('failure 3');
  });

  it('never runs more jobs of a queue at once than its concurrency', async () => {
    let active = 0;
    let mostActive = 0;
    let finished = 0;
    const allDone = deferred();
    const queue = await started({
      'extract-batch': async () => {
        active += 1;
        mostActive = Math.max(mostActive, active);
        await sleep(40);
        active -= 1;
        finished += 1;
        if (finished === 6) allDone.resolve();
      },
    });
    const analysisId = randomUUID();

    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((batch) => queue.enqueue('extract-batch', { analysisId, batch })),
    );
    await allDone.promise;

    expect(mostActive).toBe(2);
  });

  it('close() lets an active job finish, and enqueue its next stage', async () => {
    const running = deferred();
    let finished = false;
    const queue: JobQueue = await started({
      'discover-site': async ({ analysisId }) => {
        running.resolve();
        await sleep(200);
        await queue.enqueue('score-pages', { analysisId });
        finished = true;
      },
    });

    await queue.enqueue('discover-site', { analysisId: randomUUID() });
    await running.promise;
    await queue.close();

    expect(finished).toBe(true);
  });

  it('close() interrupts a job that outlives the shutdown timeout without reporting it exhausted', async () => {
    const running = deferred<AbortSignal>();
    const exhausted = recordExhausted();
    const queue = await started(
      {
        'discover-site': (_payload, { signal }) => {
          running.resolve(signal);
          return new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason)),
          );
        },
      },
      exhausted.onExhausted,
      { SHUTDOWN_TIMEOUT_MS: '100', JOB_ATTEMPTS: '1' },
    );

    await queue.enqueue('discover-site', { analysisId: randomUUID() });
    const signal = await running.promise;
    // The job ends only when it is aborted: close() returning at all shows it was interrupted.
    await queue.close();
    await sleep(50);

    expect(signal.aborted).toBe(true);
    expect(exhausted.calls).toHaveLength(0);
  });

  it('refuses to start workers with an invalid handler registry', async () => {
    const { queue } = await open();
    const onlyDiscovery = [defineHandler('discover-site', async () => {})];

    await expect(
      queue.startWorkers({
        queues: ['discovery', 'scoring'],
        handlers: onlyDiscovery,
        onExhausted: async () => {},
      }),
    ).rejects.toThrow(/job "score-pages" of consumed queue "scoring" has no handler/);
  });

  it('refuses to enqueue after close()', async () => {
    const { queue } = await open();
    await queue.close();
    await expect(queue.enqueue('discover-site', { analysisId: randomUUID() })).rejects.toThrow(/closed/);
  });
});

describe('BullMQ adapter', () => {
  it('fails ping and enqueue at once when Redis is unreachable', async () => {
    const unreachable = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1', METRICS_TOKEN, LOG_LEVEL: 'silent' });
    const queue = await createJobQueue(unreachable, logger);
    openQueues.push(queue);
    const started = Date.now();
    await expect(queue.ping()).rejects.toThrow(/ECONNREFUSED/);
    await expect(queue.enqueue('discover-site', { analysisId: randomUUID() })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('hands a job left behind by a vanished worker to another worker once its lock expires', async () => {
    const config = configFor('bullmq', {
      JOB_LOCK_MS: '500',
      JOB_STALLED_INTERVAL_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '50',
      JOB_ATTEMPTS: '1',
    });
    const firstRun = deferred();
    const redelivered = deferred<JobContext>();
    const vanishing = await createJobQueue(config, logger);
    openQueues.push(vanishing);
    await vanishing.startWorkers({
      queues: ['discovery'],
      handlers: [
        defineHandler('discover-site', (_payload, { signal }) => {
          firstRun.resolve();
          return new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason)),
          );
        }),
      ],
      onExhausted: async () => {},
    });
    await vanishing.enqueue('discover-site', { analysisId: randomUUID() });
    await firstRun.promise;
    // Past the shutdown timeout the worker drops its connection without settling the job, as a killed process would.
    await vanishing.close();

    const survivor = await createJobQueue(config, logger);
    openQueues.push(survivor);
    await survivor.startWorkers({
      queues: ['discovery'],
      handlers: [defineHandler('discover-site', async (_payload, ctx) => redelivered.resolve(ctx))],
      onExhausted: async () => {},
    });

    expect(await redelivered.promise).toMatchObject({ attempt: 1, isFinalAttempt: true });
  });

  it('stores jobs under the configured prefix and fails an invalid stored payload permanently', async () => {
    const config = configFor('bullmq');
    if (config.queue.backend.kind !== 'bullmq') throw new Error('expected the bullmq backend');
    const raw = new Queue('discovery', {
      connection: { url: REDIS_URL },
      prefix: config.queue.backend.prefix,
    });
    const queue = await createJobQueue(config, logger);
    openQueues.push(queue);
    try {
      const analysisId = randomUUID();
      await queue.enqueue('discover-site', { analysisId });
      expect((await raw.getJob(`discover-site__${analysisId}`))?.data).toEqual({ analysisId });

      await raw.add('discover-site', { analysisId: 'tampered' }, { jobId: 'tampered', attempts: 3 });
      let handled = 0;
      const exhausted = recordExhausted();
      await queue.startWorkers({
        queues: ['discovery'],
        handlers: [
          defineHandler('discover-site', async () => {
            handled += 1;
          }),
        ],
        onExhausted: exhausted.onExhausted,
      });

      const reported = await exhausted.first;
      expect(reported).toMatchObject({
        name: 'discover-site',
        jobId: 'tampered',
        payload: { analysisId: 'tampered' },
      });
      expect(reported.error).toBeInstanceOf(InvalidJobPayloadError);
      await expect.poll(async () => (await raw.getJob('tampered'))?.getState()).toBe('failed');
      expect((await raw.getJob('tampered'))?.attemptsMade).toBe(1);
      expect(handled).toBe(1);
    } finally {
      await raw.close();
    }
  });
});
