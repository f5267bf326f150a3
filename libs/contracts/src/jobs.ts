import { z } from 'zod';

/** Job payloads carry ids only; the database is the state (design.md). */
export const discoverSitePayloadSchema = z.object({ analysisId: z.string().uuid() }).strict();
export const extractBatchPayloadSchema = z
  .object({ analysisId: z.string().uuid(), batch: z.number().int().nonnegative() })
  .strict();
export const scorePagesPayloadSchema = z.object({ analysisId: z.string().uuid() }).strict();
export const compileResultPayloadSchema = z.object({ analysisId: z.string().uuid() }).strict();

/**
 * Mail about an account. The payload names the account and the request, never a token: the job makes
 * the token it mails, so no secret waits in the queue. Each request has its own id, so asking twice
 * sends twice while a retried job sends once.
 */
export const sendAccountEmailPayloadSchema = z
  .object({
    userId: z.string().uuid(),
    kind: z.enum(['verify-email', 'reset-password', 'set-password']),
    requestId: z.string().uuid(),
  })
  .strict();

/** A monitor's run once its analysis ended: compare and republish, then tell the owner. */
export const monitorRunPayloadSchema = z.object({ runId: z.string().uuid() }).strict();
export type MonitorRunPayload = z.infer<typeof monitorRunPayloadSchema>;

/** A Stripe event received by the webhook, applied by re-reading what it names from Stripe. */
export const applyStripeEventPayloadSchema = z.object({ eventId: z.string().min(1).max(255) }).strict();

export type DiscoverSitePayload = z.infer<typeof discoverSitePayloadSchema>;
export type ExtractBatchPayload = z.infer<typeof extractBatchPayloadSchema>;
export type ScorePagesPayload = z.infer<typeof scorePagesPayloadSchema>;
export type CompileResultPayload = z.infer<typeof compileResultPayloadSchema>;
export type SendAccountEmailPayload = z.infer<typeof sendAccountEmailPayloadSchema>;
export type ApplyStripeEventPayload = z.infer<typeof applyStripeEventPayloadSchema>;

/**
 * Housekeeping run on a schedule, once per period however many workers run. Each reads its work from
 * the database (or Stripe), so it carries nothing.
 */
export const SCHEDULED_JOB_NAMES = [
  'purge-expired-analyses',
  'time-out-stuck-analyses',
  'forget-unused-scores',
  'purge-demo-accounts',
  'reconcile-stripe-events',
  'renew-solo-credits',
  'start-due-monitors',
] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];
export const scheduledJobPayloadSchema = z.object({}).strict();
export type ScheduledJobPayload = z.infer<typeof scheduledJobPayloadSchema>;
