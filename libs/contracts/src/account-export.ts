import { z } from 'zod';
import { userSchema } from './auth.js';
import { monitorRunSchema, monitorScheduleSchema } from './monitor.js';

const timestamp = z.string();

/**
 * Everything Signpost keeps about an account, as its owner downloads it from the Settings tab: the
 * account, its analyses with their pages and generated files, its API keys and monitors (never their
 * secrets) with the monitors' runs, its published files, and the uses counted against its limits.
 */
export const accountExportSchema = z.object({
  exportedAt: timestamp,
  account: userSchema.extend({
    subscriptionStatus: z.string().nullable(),
    currentPeriodEnd: timestamp.nullable(),
  }),
  analyses: z.array(
    z.object({
      id: z.string().uuid(),
      url: z.string(),
      status: z.string(),
      createdAt: timestamp,
      completedAt: timestamp.nullable(),
      error: z.string().nullable(),
      pages: z.array(
        z.object({
          url: z.string(),
          title: z.string().nullable(),
          description: z.string().nullable(),
          category: z.string().nullable(),
          qualityScore: z.number().nullable(),
        }),
      ),
      files: z.array(
        z.object({
          id: z.string().uuid(),
          createdAt: timestamp,
          pageCount: z.number().int(),
          content: z.string(),
        }),
      ),
    }),
  ),
  apiKeys: z.array(
    z.object({
      name: z.string(),
      prefix: z.string(),
      createdAt: timestamp,
      lastUsedAt: timestamp.nullable(),
    }),
  ),
  usage: z.array(z.object({ kind: z.string(), at: timestamp })),
  monitors: z.array(
    z.object({
      id: z.string().uuid(),
      url: z.string(),
      schedule: monitorScheduleSchema,
      notify: z.object({ email: z.boolean(), webhookUrl: z.string().optional() }),
      paused: z.boolean(),
      createdAt: timestamp,
      nextRunAt: timestamp,
      /** Newest first. */
      runs: z.array(monitorRunSchema),
    }),
  ),
  publishedFiles: z.array(
    z.object({
      slug: z.string(),
      site: z.string(),
      publishedAt: timestamp,
      /** Null while it is served. */
      withdrawnAt: timestamp.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
