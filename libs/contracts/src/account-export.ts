import { z } from 'zod';
import { userSchema } from './auth.js';

const timestamp = z.string();

/**
 * Everything Signpost keeps about an account, as its owner downloads it from the Settings tab: the
 * account, its analyses with their pages and generated files, its API keys (never their secrets)
 * and the uses counted against its limits.
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
});
export type AccountExport = z.infer<typeof accountExportSchema>;
