import { z } from 'zod';
import { emailField } from './email-field.js';
import { optionalInput } from './optional-input.js';
import { tierSchema } from './plans.js';

export const usageEmailParamsSchema = z.object({
  email: emailField(),
});

/** What a caller has used of its plan (docs/product-rules.md, Usage and limits). */
export const usageResponseSchema = z.object({
  tier: tierSchema,
  limits: z.object({
    /** Analyses per UTC day on the starter plan; per billing month on the paid plans (see period). */
    dailyAnalyses: z.number().int().nonnegative(),
    maxPagesPerAnalysis: z.number().int().positive(),
    aiPagesLimit: z.number().int().nonnegative().nullable(),
    period: z.enum(['utc-day', 'billing-month']),
  }),
  usage: z.object({
    /** Analyses counted in the current period (today, on the starter plan). */
    analysesToday: z.number().int().nonnegative(),
    cacheHitsToday: z.number().int().nonnegative(),
  }),
  creditsRemaining: z.number().int().nonnegative().nullable(),
  smartCaching: z.boolean(),
  resetAt: z.string(),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

export const simpleUsageResponseSchema = usageResponseSchema.pick({
  tier: true,
  limits: true,
  usage: true,
  creditsRemaining: true,
});

export const trackUsageRequestSchema = z.object({
  email: emailField(),
  tier: optionalInput(tierSchema),
});
export const trackUsageResponseSchema = z.object({ count: z.number().int().nonnegative(), tier: tierSchema });

export const checkLimitsRequestSchema = z.object({
  email: optionalInput(emailField()),
  url: z.string().trim().min(1).max(2048),
});

/** The tier-limits check (docs/product-rules.md, Usage and limits). */
export const checkLimitsResponseSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  pageCount: z.number().int().nonnegative(),
  tier: tierSchema,
  limits: z.object({
    maxPagesPerAnalysis: z.number().int().positive(),
    dailyAnalyses: z.number().int().nonnegative(),
  }),
  currentUsage: z.object({ analysesToday: z.number().int().nonnegative() }),
  estimatedCost: z.number().nonnegative(),
  suggestedUpgrade: tierSchema.nullable(),
});
export type CheckLimitsResponse = z.infer<typeof checkLimitsResponseSchema>;
