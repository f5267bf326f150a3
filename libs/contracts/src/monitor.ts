import { z } from 'zod';
import { optionalInput } from './optional-input.js';
import { isValidWebsiteUrl } from './website-url.js';

export const monitorScheduleSchema = z.enum(['daily', 'weekly']);
export type MonitorSchedule = z.infer<typeof monitorScheduleSchema>;

const WEBHOOK_URL_MAX = 2_000;

export const monitorNotifySchema = z
  .object({
    email: z.boolean(),
    /** https; plain http only where the crawler may reach loopback (tests). */
    webhookUrl: optionalInput(
      z
        .string()
        .trim()
        .max(WEBHOOK_URL_MAX)
        .url('Enter the webhook address as a full URL, such as https://example.com/hooks/signpost'),
    ),
  })
  .strict();
export type MonitorNotify = z.infer<typeof monitorNotifySchema>;

export const createMonitorRequestSchema = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, 'Enter the address of the site to monitor')
      .max(2_000)
      .refine(isValidWebsiteUrl, 'Enter a website address, such as https://docs.example.com'),
    schedule: monitorScheduleSchema,
    notify: monitorNotifySchema,
  })
  .strict();
export type CreateMonitorRequest = z.input<typeof createMonitorRequestSchema>;
export type CreateMonitorInput = z.infer<typeof createMonitorRequestSchema>;

/** What the owner may change later: pause or resume, the schedule, how to be told. */
export const updateMonitorRequestSchema = z
  .object({
    paused: optionalInput(z.boolean()),
    schedule: optionalInput(monitorScheduleSchema),
    notify: optionalInput(monitorNotifySchema),
  })
  .strict();
export type UpdateMonitorRequest = z.input<typeof updateMonitorRequestSchema>;
export type UpdateMonitorInput = z.infer<typeof updateMonitorRequestSchema>;

export const monitorIdParamsSchema = z.object({ id: z.string().uuid('No monitor has that id') });

export const liveFileStatusSchema = z.enum(['missing', 'matches', 'differs']);
export type LiveFileStatus = z.infer<typeof liveFileStatusSchema>;

/** `skipped`: a scheduled run the plan's analyses could not cover; `error` says why. */
export const monitorRunStatusSchema = z.enum(['running', 'completed', 'failed', 'skipped']);
export type MonitorRunStatus = z.infer<typeof monitorRunStatusSchema>;

/** One run of a monitor, as the API answers and the webhook posts it. */
export const monitorRunSchema = z.object({
  id: z.string().uuid(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: monitorRunStatusSchema,
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
  brokenLinks: z.array(z.string()),
  liveFile: z.object({ status: liveFileStatusSchema, url: z.string() }).nullable(),
  /** The analysis the run made, to open its pages. */
  analysisId: z.string().uuid().nullable(),
  /** Why a failed run failed, or a skipped run did not start, in words the owner can act on. */
  error: z.string().nullable(),
});
export type MonitorRun = z.infer<typeof monitorRunSchema>;

/**
 * A webhook delivery's body: the run, named as an event and by its monitor, so that one receiver can
 * serve several monitors and tell the events apart.
 */
export const monitorRunWebhookSchema = monitorRunSchema.extend({
  type: z.literal('monitor.run'),
  monitorId: z.string().uuid(),
});
export type MonitorRunWebhook = z.infer<typeof monitorRunWebhookSchema>;

export const monitorSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  schedule: monitorScheduleSchema,
  notify: z.object({ email: z.boolean(), webhookUrl: z.string().optional() }),
  createdAt: z.string(),
  /** Null while paused. */
  nextRunAt: z.string().nullable(),
  paused: z.boolean(),
  /** Where the site's file is published, when it is. */
  publishedUrl: z.string().nullable(),
  lastRun: monitorRunSchema.nullable(),
});
export type Monitor = z.infer<typeof monitorSchema>;

/** The answer to creating a monitor: the webhook's signing secret is shown this once. */
export const createdMonitorSchema = monitorSchema.extend({ webhookSecret: z.string().optional() });
export type CreatedMonitor = z.infer<typeof createdMonitorSchema>;

export const monitorListSchema = z.object({
  monitors: z.array(monitorSchema),
  /** The plan's count of monitored sites (0: not part of the plan). */
  limit: z.number().int().nonnegative(),
});
export type MonitorList = z.infer<typeof monitorListSchema>;

export const monitorDetailSchema = monitorSchema.extend({ runs: z.array(monitorRunSchema) });
export type MonitorDetail = z.infer<typeof monitorDetailSchema>;

/** The header a webhook delivery is signed with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Signpost-Signature';
