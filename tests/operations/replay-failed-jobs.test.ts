import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedis, type TestRedis } from '@signpost/testing';
import { replayFailedJobs } from '../../scripts/replay-failed-jobs.mjs';

describe('scripts/replay-failed-jobs.mjs', () => {
  let redis: TestRedis;
  let mail: Queue;

  beforeAll(async () => {
    redis = await createTestRedis();
    const connection = { url: redis.url, maxRetriesPerRequest: null };
    mail = new Queue('mail', { connection, prefix: redis.prefix });
    await mail.add('send-account-email', { userId: 'u1' }, { jobId: 'mail-1', attempts: 1 });
    await mail.add('send-account-email', { userId: 'u2' }, { jobId: 'mail-2', attempts: 1 });
    let failures = 0;
    const worker = new Worker(
      'mail',
      async () => {
        failures += 1;
        throw new Error('SMTP server refused the connection');
      },
      { connection, prefix: redis.prefix },
    );
    while (failures < 2 || (await mail.getFailedCount()) < 2)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.close();
  });

  afterAll(async () => {
    await mail?.close();
    await redis?.cleanup();
  });

  it('lists each queue failed jobs with their reasons, and changes nothing', async () => {
    const report = await replayFailedJobs({ redisUrl: redis.url, prefix: redis.prefix });
    const byQueue = new Map(report.map((entry) => [entry.queue, entry]));
    expect(byQueue.get('discovery')).toMatchObject({ failed: 0, jobs: [], retried: 0 });
    expect(byQueue.get('mail')).toMatchObject({ failed: 2, retried: 0 });
    expect(
      byQueue
        .get('mail')
        ?.jobs.map((job) => job.id)
        .toSorted(),
    ).toEqual(['mail-1', 'mail-2']);
    expect(byQueue.get('mail')?.jobs[0]).toMatchObject({
      name: 'send-account-email',
      attempts: 1,
      reason: 'SMTP server refused the connection',
    });
    expect(await mail.getFailedCount()).toBe(2);
  });

  it('refuses to retry without exactly one named queue, or an unknown queue', async () => {
    const options = { redisUrl: redis.url, prefix: redis.prefix };
    await expect(replayFailedJobs({ ...options, retry: true })).rejects.toThrow(/--queue/);
    await expect(replayFailedJobs({ ...options, queues: ['mial'] })).rejects.toThrow(/unknown queue mial/);
    expect(await mail.getFailedCount()).toBe(2);
  });

  it('with retry, moves the named queue failed jobs back to waiting', async () => {
    const [replay] = await replayFailedJobs({
      redisUrl: redis.url,
      prefix: redis.prefix,
      queues: ['mail'],
      retry: true,
    });
    expect(replay).toMatchObject({ queue: 'mail', failed: 2, retried: 2 });
    expect(await mail.getJobCounts('failed', 'waiting')).toEqual({ failed: 0, waiting: 2 });
  });
});
