import { z } from 'zod';

export const tierSchema = z.enum(['starter', 'solo', 'growth', 'scale']);
export type Tier = z.infer<typeof tierSchema>;

export const planSchema = z.object({
  tier: tierSchema,
  displayName: z.string(),
  priceCents: z.number().int().nonnegative(),
  analyses: z.object({
    limit: z.number().int().positive(),
    period: z.enum(['utc-day', 'billing-month']),
  }),
  maxPagesPerAnalysis: z.number().int().positive(),
  /** How many pages (in discovery order) are scored by the LLM; null means all of them. */
  aiPagesLimit: z.number().int().nonnegative().nullable(),
  sharedScoreCache: z.boolean(),
  apiAccess: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export type PlanCatalogue = Record<Tier, Plan>;
