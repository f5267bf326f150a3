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
  /** Sites the plan may monitor (0: monitors are not part of the plan). */
  monitors: z.number().int().nonnegative(),
});
export type Plan = z.infer<typeof planSchema>;
export type PlanCatalogue = Record<Tier, Plan>;

/**
 * The plan catalogue (docs/product-rules.md, Plans). The server's configuration may override each figure
 * (PLAN_<TIER>_<FIELD>); the web shows these until it reads the server's catalogue.
 */
export const DEFAULT_PLANS: PlanCatalogue = {
  starter: {
    tier: 'starter',
    displayName: 'Free',
    priceCents: 0,
    analyses: { limit: 3, period: 'utc-day' },
    maxPagesPerAnalysis: 20,
    aiPagesLimit: 5,
    sharedScoreCache: false,
    apiAccess: false,
    monitors: 0,
  },
  solo: {
    tier: 'solo',
    displayName: 'Coffee Power',
    priceCents: 495,
    analyses: { limit: 20, period: 'billing-month' },
    maxPagesPerAnalysis: 200,
    aiPagesLimit: null,
    sharedScoreCache: false,
    apiAccess: false,
    monitors: 0,
  },
  growth: {
    tier: 'growth',
    displayName: 'Professional Power',
    priceCents: 1495,
    analyses: { limit: 35, period: 'billing-month' },
    maxPagesPerAnalysis: 500,
    aiPagesLimit: null,
    sharedScoreCache: true,
    apiAccess: false,
    monitors: 3,
  },
  scale: {
    tier: 'scale',
    displayName: 'Agency & API',
    priceCents: 2995,
    analyses: { limit: 100, period: 'billing-month' },
    maxPagesPerAnalysis: 1000,
    aiPagesLimit: null,
    sharedScoreCache: true,
    apiAccess: true,
    monitors: 25,
  },
};

/**
 * Monitors a plan may create per billing period, for each site it may monitor: room to replace a
 * site or correct a mistake, not to cycle creations and deletions (docs/product-rules.md, Monitors).
 */
export const MONITOR_CREATIONS_PER_SITE = 3;

/** Monitors a plan may create per billing period: growth 9, scale 75, none without monitors. */
export const monitorCreationLimit = (plan: Pick<Plan, 'monitors'>): number =>
  plan.monitors * MONITOR_CREATIONS_PER_SITE;

export const paidTierSchema = z.enum(['solo', 'growth', 'scale']);

export const planCatalogueSchema = z.object({
  starter: planSchema,
  solo: planSchema,
  growth: planSchema,
  scale: planSchema,
});

/** The plans on sale here, with this installation's overrides, and whether payments are set up. */
export const plansResponseSchema = z.object({
  plans: planCatalogueSchema,
  /** False without Stripe's settings, and on a self-hosted installation, which sells nothing. */
  paymentsEnabled: z.boolean(),
  /** SELF_HOSTED_PLAN: the plan every account has here without billing; null where plans are bought. */
  selfHostedPlan: tierSchema.nullable(),
  guaranteeDays: z.number().int().positive(),
  /**
   * Validator checks and readiness reports per UTC day without an account (VALIDATOR_DAILY_LIMIT);
   * free accounts have as many readiness reports, paid plans and signed-in validator checks no limit.
   */
  freeDailyChecks: z.number().int().positive(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** Money back within this many days of the first payment, on every screen (docs/product-rules.md, Plans). */
export const GUARANTEE_DAYS = 30;
