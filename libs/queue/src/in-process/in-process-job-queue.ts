import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { assertHandlerRegistry, handlersByName } from '../handler-registry.js';
import { JOB_DEFINITIONS, QUEUE_NAMES, jobIdFor, parseJobPayload } from '../job-definitions.js';
import type { JobName, QueueName } from '../job-definitions.js';
import type { JobQueue } from '../job-queue.js';
import { JobIdLedger } from './job-id-ledger.js';
import { JobLane } from './job-lane.js';
import { InProcessSchedule } from './in-process-schedule.js';

/**
 * The embedded default: jobs live in this process's memory, so whatever has not started when the
 * process stops is lost; the database, not the queue, is the record of an analysis.
 */
export function createInProcessJobQueue(config: Config, logger: Logger): JobQueue {
  const ledger = new JobIdLedger(
    config.queue.keepCompletedSeconds * 1000,
    config.queue.keepFailedSeconds * 1000,
  );
  const createLane = (queue: QueueName) =>
    new JobLane(
      queue,
      {
        concurrency: config.queue.concurrency[queue],
        maxAttempts: config.queue.attempts,
        backoffMs: config.queue.backoffMs,
      },
      ledger,
      logger,
    );
  const lanes: Record<QueueName, JobLane> = {
    discovery: createLane('discovery'),
    extraction: createLane('extraction'),
    scoring: createLane('scoring'),
    mail: createLane('mail'),
    billing: createLane('billing'),
    maintenance: createLane('maintenance'),
    monitors: createLane('monitors'),
  };
  /** Adds a job under an id of its own unless that id is known already (waiting, running or recent). */
  const add = (name: JobName, id: string, payload: unknown) => {
    if (ledger.has(id)) return;
    ledger.markPending(id);
    lanes[JOB_DEFINITIONS[name].queue].add({ id, name, payload, attemptsMade: 0, enqueuedAt: Date.now() });
  };
  const schedule = new InProcessSchedule((name, id) => add(name, id, {}));
  let started = false;
  let closing: Promise<void> | undefined;
  let closed = false;

  const shutdown = async () => {
    schedule.stop();
    await Promise.all(Object.values(lanes).map((lane) => lane.close(config.shutdownTimeoutMs)));
    closed = true;
  };

  return {
    async enqueue(name, payload) {
      if (closed) throw new Error('The job queue is closed');
      const data = parseJobPayload(name, payload);
      add(name, jobIdFor(name, data), data);
    },

    async startWorkers(options) {
      if (closing) throw new Error('The job queue is closed');
      if (started) throw new Error('Workers are already started');
      assertHandlerRegistry(options.handlers, options.queues);
      started = true;
      const runner = { handlers: handlersByName(options.handlers), onExhausted: options.onExhausted, logger };
      for (const queue of new Set(options.queues)) lanes[queue].start(runner);
    },

    async schedule(runs) {
      if (closing) throw new Error('The job queue is closed');
      for (const run of runs) schedule.every(run.name, run.everyMs);
    },
    async stats() {
      const now = Date.now();
      return QUEUE_NAMES.map((name) => lanes[name].stats(now));
    },
    inspectableQueues() {
      return [];
    },
    async ping() {
      if (closing) throw new Error('The job queue is closed');
    },

    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}
