import { z } from 'zod';
import {
  analysisMethodSchema,
  analysisStatusSchema,
  discoveredPageSchema,
  siteTypeSchema,
} from './analysis.js';
import { publishedAddressSchema } from './llm-file.js';
import { tierSchema } from './plans.js';

/** One row of the dashboard's My Analyses list (docs/product-rules.md, Screens). */
export const myAnalysisItemSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  status: analysisStatusSchema,
  tier: tierSchema,
  discoveredPagesCount: z.number().int().nonnegative(),
  siteType: siteTypeSchema,
  analysisMethod: analysisMethodSchema.nullable(),
  createdAt: z.string(),
  /** Seconds from start to end, or to now while processing. */
  processingTime: z.number().nonnegative(),
  metrics: z.object({
    aiCallsUsed: z.number().int().nonnegative(),
    cachedPages: z.number().int().nonnegative(),
  }),
});
export type MyAnalysisItem = z.infer<typeof myAnalysisItemSchema>;

export const myAnalysesResponseSchema = z.object({ analyses: z.array(myAnalysisItemSchema) });

/** The analysis detail page's record (docs/product-rules.md, Screens). */
export const myAnalysisDetailSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  status: analysisStatusSchema,
  createdAt: z.string(),
  discoveredPages: z.array(discoveredPageSchema),
  analysisMetadata: z.object({
    tier: tierSchema,
    siteType: siteTypeSchema,
    analysisMethod: analysisMethodSchema.nullable(),
    totalPagesFound: z.number().int().nonnegative(),
    message: z.string().nullable(),
    metrics: z.object({
      processingTime: z.number().nonnegative(),
      aiCallsUsed: z.number().int().nonnegative(),
      cachedPages: z.number().int().nonnegative(),
      estimatedCost: z.number().nonnegative(),
      cacheHit: z.boolean(),
      costSaved: z.number().nonnegative(),
      /** Seconds the cache saved: the first run's processing time when this one was answered from it. */
      timeSaved: z.number().nonnegative(),
    }),
  }),
  /** Where the owner publishes this site's file, if they do (it may come from another analysis of it). */
  published: publishedAddressSchema.nullable().optional(),
});
export const myAnalysisResponseSchema = z.object({ analysis: myAnalysisDetailSchema });
export type MyAnalysisDetail = z.infer<typeof myAnalysisDetailSchema>;
