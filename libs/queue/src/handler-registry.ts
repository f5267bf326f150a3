import { JOB_DEFINITIONS, QUEUE_NAMES, isJobName, jobsOfQueue } from './job-definitions.js';
import type { JobName, JobPayload, QueueName } from './job-definitions.js';

export interface JobContext {
  jobId: string;
  /** 1-based. */
  attempt: number;
  isFinalAttempt: boolean;
  /** Aborted when the job is taken away from this process (forced shutdown, lost lock). */
  signal: AbortSignal;
}

export interface JobHandlerDefinition<N extends JobName = JobName> {
  name: N;
  handle(payload: JobPayload<N>, ctx: JobContext): Promise<void>;
}

export function defineHandler<N extends JobName>(
  name: N,
  handle: (payload: JobPayload<N>, ctx: JobContext) => Promise<void>,
): JobHandlerDefinition<N> {
  return { name, handle };
}

/**
 * Fails start-up, naming every problem at once, unless each job of the consumed queues has exactly one
 * handler and no handler is given for a job this process does not consume.
 */
export function assertHandlerRegistry(
  handlers: readonly JobHandlerDefinition[],
  consumedQueues: readonly QueueName[],
): void {
  const problems: string[] = [];
  const knownQueues: readonly string[] = QUEUE_NAMES;
  const consumed = new Set(consumedQueues);

  if (consumed.size === 0) problems.push('no queue to consume was given');
  for (const queue of consumed) {
    if (!knownQueues.includes(queue)) problems.push(`unknown queue "${queue}"`);
  }

  const handlerCounts = new Map<string, number>();
  for (const handler of handlers) {
    handlerCounts.set(handler.name, (handlerCounts.get(handler.name) ?? 0) + 1);
  }
  for (const [name, count] of handlerCounts) {
    if (!isJobName(name)) {
      problems.push(`handler given for unknown job "${name}"`);
      continue;
    }
    if (count > 1) problems.push(`job "${name}" has ${count} handlers`);
    const queue = JOB_DEFINITIONS[name].queue;
    if (!consumed.has(queue)) {
      problems.push(`handler given for job "${name}" but its queue "${queue}" is not consumed`);
    }
  }
  for (const queue of consumed) {
    if (!knownQueues.includes(queue)) continue;
    for (const name of jobsOfQueue(queue)) {
      if (!handlerCounts.has(name))
        problems.push(`job "${name}" of consumed queue "${queue}" has no handler`);
    }
  }

  if (problems.length > 0) {
    throw new Error(
      `Invalid job handler registry:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
}

/** Indexes handlers by job name; call after assertHandlerRegistry so that names are unique. */
export function handlersByName(
  handlers: readonly JobHandlerDefinition[],
): ReadonlyMap<JobName, JobHandlerDefinition> {
  return new Map(handlers.map((handler) => [handler.name, handler]));
}
