// Lists the jobs that failed for good on each queue, with their reasons, and with --retry moves one
// queue's failed jobs back to waiting (docs/operating.md, "Replay failed jobs"). Reads REDIS_URL
// and QUEUE_PREFIX like the services.
//
//   node scripts/replay-failed-jobs.mjs [--queue <name>] [--retry] [--limit <n>]
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Queue } from 'bullmq';
import { loadConfig } from '@signpost/config';
import { QUEUE_NAMES } from '@signpost/queue';

/**
 * The failed jobs of the given queues (newest first, at most `limit` each); with `retry`, those jobs
 * are moved back to waiting (a queue must be named, so nothing is replayed by accident).
 */
export async function replayFailedJobs({
  redisUrl,
  prefix,
  queues = QUEUE_NAMES,
  retry = false,
  limit = 100,
}) {
  if (retry && queues.length !== 1)
    throw new Error('--retry replays one queue at a time: name it with --queue');
  const unknown = queues.filter((name) => !QUEUE_NAMES.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown queue ${unknown.join(', ')}; queues: ${QUEUE_NAMES.join(', ')}`);
  const report = [];
  for (const name of queues) {
    const queue = new Queue(name, { connection: { url: redisUrl, maxRetriesPerRequest: 1 }, prefix });
    try {
      const total = await queue.getFailedCount();
      const jobs = await queue.getFailed(0, limit - 1);
      const listed = jobs.map((job) => ({
        id: job.id ?? '',
        name: job.name,
        attempts: job.attemptsMade,
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : '',
        reason: job.failedReason ?? '',
      }));
      if (retry) for (const job of jobs) await job.retry('failed');
      report.push({ queue: name, failed: total, jobs: listed, retried: retry ? jobs.length : 0 });
    } finally {
      await queue.close();
    }
  }
  return report;
}

async function main() {
  const { values } = parseArgs({
    options: {
      queue: { type: 'string', multiple: true },
      retry: { type: 'boolean', default: false },
      limit: { type: 'string', default: '100' },
    },
  });
  const backend = loadConfig().queue.backend;
  if (backend.kind !== 'bullmq') throw new Error('Set REDIS_URL: only a Redis queue keeps failed jobs.');
  const report = await replayFailedJobs({
    redisUrl: backend.redisUrl,
    prefix: backend.prefix,
    queues: values.queue ?? QUEUE_NAMES,
    retry: values.retry,
    limit: Number(values.limit),
  });
  for (const { queue, failed, jobs, retried } of report) {
    console.log(`${queue}: ${failed} failed${retried ? `, ${retried} moved back to waiting` : ''}`);
    for (const job of jobs)
      console.log(`  ${job.failedAt} ${job.name} ${job.id} (${job.attempts} attempts): ${job.reason}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
