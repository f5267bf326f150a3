import type { z } from 'zod';
import {
  compileResultPayloadSchema,
  discoverSitePayloadSchema,
  extractBatchPayloadSchema,
  scorePagesPayloadSchema,
  sendAccountEmailPayloadSchema,
  applyStripeEventPayloadSchema,
  scheduledJobPayloadSchema,
  monitorRunPayloadSchema,
} from '@signpost/contracts';

/** The pipeline's queues, each worked by a service of its own that scales on the queue's depth. */
export const STAGE_QUEUE_NAMES = ['discovery', 'extraction', 'scoring'] as const;
/**
 * Every queue: the pipeline's; mail and billing, which the gateway works in the background;
 * maintenance, the scheduled housekeeping of the database, and monitors, the runs that keep owners'
 * files current, both worked by the scoring service.
 */
export const QUEUE_NAMES = [...STAGE_QUEUE_NAMES, 'mail', 'billing', 'maintenance', 'monitors'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * BullMQ rejects custom job ids that contain ':' (unless they happen to have exactly three parts), so
 * the parts of a deterministic id are joined with this instead. Both adapters use the same ids.
 */
export const JOB_ID_SEPARATOR = '__';

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  queue: QueueName;
  schema: S;
  /** Same payload, same id: a retried request or a redelivered stage never doubles work. */
  jobId(payload: z.infer<S>): string;
}

function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

const joinId = (...parts: (string | number)[]) => parts.join(JOB_ID_SEPARATOR);

/**
 * A job the scheduler adds once per period, with an id of that period. The id below is for a run
 * asked for by hand: one such run waits at a time.
 */
function scheduledJob<N extends string>(name: N, queue: QueueName) {
  return defineJob({ queue, schema: scheduledJobPayloadSchema, jobId: () => joinId(name, 'now') });
}

export const JOB_DEFINITIONS = {
  'discover-site': defineJob({
    queue: 'discovery',
    schema: discoverSitePayloadSchema,
    jobId: (payload) => joinId('discover-site', payload.analysisId),
  }),
  'extract-batch': defineJob({
    queue: 'extraction',
    schema: extractBatchPayloadSchema,
    jobId: (payload) => joinId('extract-batch', payload.analysisId, payload.batch),
  }),
  'score-pages': defineJob({
    queue: 'scoring',
    schema: scorePagesPayloadSchema,
    jobId: (payload) => joinId('score-pages', payload.analysisId),
  }),
  'compile-result': defineJob({
    queue: 'scoring',
    schema: compileResultPayloadSchema,
    jobId: (payload) => joinId('compile-result', payload.analysisId),
  }),
  'send-account-email': defineJob({
    queue: 'mail',
    schema: sendAccountEmailPayloadSchema,
    jobId: (payload) => joinId('send-account-email', payload.requestId),
  }),
  'apply-stripe-event': defineJob({
    queue: 'billing',
    schema: applyStripeEventPayloadSchema,
    jobId: (payload) => joinId('apply-stripe-event', payload.eventId),
  }),
  'finish-monitor-run': defineJob({
    queue: 'monitors',
    schema: monitorRunPayloadSchema,
    jobId: (payload) => joinId('finish-monitor-run', payload.runId),
  }),
  'deliver-monitor-webhook': defineJob({
    queue: 'monitors',
    schema: monitorRunPayloadSchema,
    jobId: (payload) => joinId('deliver-monitor-webhook', payload.runId),
  }),
  'send-monitor-report': defineJob({
    queue: 'mail',
    schema: monitorRunPayloadSchema,
    jobId: (payload) => joinId('send-monitor-report', payload.runId),
  }),
  'purge-expired-analyses': scheduledJob('purge-expired-analyses', 'maintenance'),
  'time-out-stuck-analyses': scheduledJob('time-out-stuck-analyses', 'maintenance'),
  'forget-unused-scores': scheduledJob('forget-unused-scores', 'maintenance'),
  'purge-demo-accounts': scheduledJob('purge-demo-accounts', 'maintenance'),
  'reconcile-stripe-events': scheduledJob('reconcile-stripe-events', 'billing'),
  'renew-solo-credits': scheduledJob('renew-solo-credits', 'billing'),
  'start-due-monitors': scheduledJob('start-due-monitors', 'monitors'),
} as const;

export type JobDefinitions = typeof JOB_DEFINITIONS;
export type JobName = keyof JobDefinitions;
export type JobPayload<N extends JobName = JobName> = z.infer<JobDefinitions[N]['schema']>;

export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOB_DEFINITIONS, name);
}

export function jobsOfQueue(queue: QueueName): JobName[] {
  return JOB_NAMES.filter((name) => JOB_DEFINITIONS[name].queue === queue);
}

export class InvalidJobPayloadError extends Error {
  readonly jobName: string;
  readonly issues: string[];

  constructor(jobName: string, issues: string[]) {
    super(`Invalid payload for job ${jobName}: ${issues.join('; ')}`);
    this.name = 'InvalidJobPayloadError';
    this.jobName = jobName;
    this.issues = issues;
  }
}

/** Checks a payload against its job's schema; throws InvalidJobPayloadError naming every problem. */
export function parseJobPayload<N extends JobName>(name: N, payload: unknown): JobPayload<N> {
  const result = JOB_DEFINITIONS[name].schema.safeParse(payload);
  if (!result.success) {
    throw new InvalidJobPayloadError(
      name,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`),
    );
  }
  return result.data as JobPayload<N>;
}

export function jobIdFor<N extends JobName>(name: N, payload: JobPayload<N>): string {
  const definition: JobDefinition = JOB_DEFINITIONS[name];
  return definition.jobId(payload);
}
