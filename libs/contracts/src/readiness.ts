import { z } from 'zod';
import { isValidWebsiteUrl } from './website-url.js';

export const readinessStatusSchema = z.enum(['pass', 'warn', 'fail', 'skip']);
export type ReadinessStatus = z.infer<typeof readinessStatusSchema>;

export const readinessCategorySchema = z.enum([
  'llms-txt',
  'markdown',
  'discovery',
  'crawlers',
  'sitemap',
  'pages',
]);
export type ReadinessCategory = z.infer<typeof readinessCategorySchema>;

/** One finding of the report: a stable kebab-case id, what was found, and what to change. */
export const readinessCheckSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  category: readinessCategorySchema,
  status: readinessStatusSchema,
  summary: z.string(),
  /** What to change, for the site's host when it could be told; empty when nothing needs changing. */
  fix: z.string(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

export const readinessRequestSchema = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, 'Enter the address of the site to check')
      .max(2_000)
      .refine(isValidWebsiteUrl, 'Enter a website address, such as https://docs.example.com'),
  })
  .strict();
export type ReadinessRequest = z.input<typeof readinessRequestSchema>;

export const readinessReportSchema = z.object({
  url: z.string(),
  score: z.number().int().min(0).max(100),
  checks: z.array(readinessCheckSchema),
  checkedAt: z.string(),
  /** The platform the site seems to run on, which the fixes are written for (null: unknown). */
  platform: z.string().nullable(),
});
export type ReadinessReport = z.infer<typeof readinessReportSchema>;

/** A report as the API answers it: with the id of its shareable copy. */
export const sharedReadinessReportSchema = readinessReportSchema.extend({ id: z.string().uuid() });
export type SharedReadinessReport = z.infer<typeof sharedReadinessReportSchema>;

export const readinessReportParamsSchema = z.object({ id: z.string().uuid('No report has that id') });
