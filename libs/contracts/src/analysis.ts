import { z } from 'zod';
import { emailField } from './email-field.js';
import { defaultedInput, optionalInput } from './optional-input.js';
import { pageCategorySchema } from './page-category.js';
import { stageIdSchema, stageStatusSchema } from './stages.js';
import { isValidWebsiteUrl } from './website-url.js';

export const analysisStatusSchema = z.enum(['processing', 'completed', 'failed']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const siteTypeSchema = z.enum(['single-page', 'multi-page', 'unknown']);
export type SiteType = z.infer<typeof siteTypeSchema>;

export const analysisMethodSchema = z.enum(['sitemap', 'robots.txt', 'homepage-only', 'fallback-crawl']);
export type AnalysisMethod = z.infer<typeof analysisMethodSchema>;

export const scoringMethodSchema = z.enum(['llm', 'heuristic', 'cache']);
export type ScoringMethod = z.infer<typeof scoringMethodSchema>;

export const discoveredPageSchema = z.object({
  url: z.string().url(),
  title: z.string(),
  description: z.string(),
  category: pageCategorySchema,
  qualityScore: z.number().min(1).max(10),
  selected: z.boolean(),
  lastModified: z.string().nullable(),
  scoredBy: scoringMethodSchema,
  /** Why the page scored as it did, in words a site owner can act on. */
  reason: z.string(),
  /** The language the page declares (`<html lang>` or Content-Language), when it does. */
  language: z.string().nullable().optional(),
});
export type DiscoveredPage = z.infer<typeof discoveredPageSchema>;

export const analysisMetricsSchema = z.object({
  cacheHit: z.boolean(),
  processingTime: z.number().nonnegative(),
  apiCalls: z.number().int().nonnegative(),
  costSaved: z.number().nonnegative(),
  estimatedCost: z.number().nonnegative(),
  cachedPages: z.number().int().nonnegative(),
});
export type AnalysisMetrics = z.infer<typeof analysisMetricsSchema>;

export const stageProgressSchema = z.object({
  id: stageIdSchema,
  label: z.string(),
  status: stageStatusSchema,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type StageProgress = z.infer<typeof stageProgressSchema>;

export const analysisProgressSchema = z.object({
  stage: stageIdSchema,
  percent: z.number().min(0).max(100),
  pagesFound: z.number().int().nonnegative(),
  pagesFetched: z.number().int().nonnegative(),
  pagesScored: z.number().int().nonnegative(),
  /** Pages whose text only a browser showed, read from their rendering (the message says more). */
  pagesRendered: z.number().int().nonnegative().optional(),
  stages: z.array(stageProgressSchema),
});
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

export const pageLimitSchema = z.object({
  /** The most pages one analysis keeps. */
  limit: z.number().int().positive(),
  /** Addresses of the site discovery knew of. */
  found: z.number().int().nonnegative(),
  /** Of those, the ones not kept. */
  leftOut: z.number().int().nonnegative(),
  /** The plan's limit, or a request for fewer pages than the plan allows. */
  reason: z.enum(['plan', 'request']),
});
export type PageLimit = z.infer<typeof pageLimitSchema>;

export const analysisRecordSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  status: analysisStatusSchema,
  error: z.string().nullable(),
  message: z.string().nullable(),
  siteName: z.string().nullable(),
  siteSummary: z.string().nullable(),
  siteType: siteTypeSchema,
  sitemapFound: z.boolean(),
  analysisMethod: analysisMethodSchema.nullable(),
  totalPagesFound: z.number().int().nonnegative(),
  /** The page limit, when it left pages of the site out; null when every page found was kept. */
  pageLimit: pageLimitSchema.nullable(),
  discoveredPages: z.array(discoveredPageSchema),
  /** The language the default llms.txt is written for: the home page's x-default or its own. */
  defaultLanguage: z.string().nullable().optional(),
  /**
   * Languages of the pages with their counts, default first; only when there is more than one. Each
   * names where its own llms.txt belongs: the folder its pages share, or null when that folder also
   * holds pages of another language (its file could then not cover its pages alone).
   */
  languages: z
    .array(
      z.object({
        tag: z.string(),
        pages: z.number().int().nonnegative(),
        llmsTxtUrl: z.string().url().nullable(),
      }),
    )
    .optional(),
  metrics: analysisMetricsSchema,
  progress: analysisProgressSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AnalysisRecord = z.infer<typeof analysisRecordSchema>;
/** One language of a multilingual site, as the review step offers it. */
export type SiteLanguage = NonNullable<AnalysisRecord['languages']>[number];

export const analyzeRequestSchema = z.object({
  url: z
    .string({ error: 'Enter a website address' })
    .trim()
    .min(1, 'Enter a website address')
    .max(2048, 'That address is too long')
    .refine(isValidWebsiteUrl, 'Enter a full, publicly accessible address such as https://example.com'),
  force: defaultedInput(z.boolean({ error: 'force must be true or false' }), false),
  email: optionalInput(emailField('Enter a valid email address')),
});
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

export const analyzeResponseSchema = z.object({
  analysisId: z.string().uuid(),
  status: analysisStatusSchema,
  discoveredPages: z.array(discoveredPageSchema),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

export const analysisIdParamsSchema = z.object({ id: z.string().uuid('Unknown analysis id') });

/**
 * GET /api/analysis/{id}/events as text: `event: analysis` messages whose data is an analysis record,
 * until the analysis leaves processing. A stream has no JSON body to describe, only its text.
 */
export const analysisEventStreamSchema = z.string();
