import { z } from 'zod';
import { analyzeRequestSchema, discoveredPageSchema, pageLimitSchema } from './analysis.js';
import { readinessReportSchema, readinessRequestSchema } from './readiness.js';
import { validateLlmsTxtRequestSchema, validationResponseSchema } from './validation.js';

/*
 * The tools of Signpost's own MCP server (POST /mcp on the gateway, `signpost mcp` over stdio): what
 * each takes and what it answers as structured content. A tool's schemas are read by agents as JSON
 * Schema, so every field says what it is for.
 */

const websiteUrl = analyzeRequestSchema.shape.url;

export const analyzeSiteInputSchema = z.object({
  url: websiteUrl.describe('The website to analyse, such as https://docs.example.com'),
  maxPages: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Keep at most this many pages; never more than the plan allows.'),
});
export type AnalyzeSiteInput = z.infer<typeof analyzeSiteInputSchema>;

/** A page as an agent needs it to choose: the analysis record's page without its bookkeeping. */
export const analyzedPageSchema = discoveredPageSchema.pick({
  url: true,
  title: true,
  description: true,
  category: true,
  qualityScore: true,
  selected: true,
});

export const analyzeSiteResultSchema = z.object({
  analysisId: z.string().uuid(),
  url: z.string(),
  siteName: z.string().nullable(),
  /** Addresses discovery knew of, before any page limit. */
  totalPagesFound: z.number().int().nonnegative(),
  pageLimit: pageLimitSchema.nullable(),
  pages: z.array(analyzedPageSchema),
  /** The addresses of the pages the default llms.txt lists: scoring 5 or more, else the 3 best. */
  defaultSelection: z.array(z.string()),
});
export type AnalyzeSiteResult = z.infer<typeof analyzeSiteResultSchema>;

export const generateLlmsTxtInputSchema = z
  .object({
    url: websiteUrl
      .optional()
      .describe(
        'The website: its recent analysis by the caller is reused, or a new one is run. Or give analysisId.',
      ),
    analysisId: z.string().uuid().optional().describe('An analysis to write the file from. Or give url.'),
  })
  .refine((input) => (input.url === undefined) !== (input.analysisId === undefined), {
    message: 'Give either url or analysisId',
  });
export type GenerateLlmsTxtInput = z.infer<typeof generateLlmsTxtInputSchema>;

export const generateLlmsTxtResultSchema = z.object({
  analysisId: z.string().uuid(),
  /** The stored file's id where files are kept (the gateway: GET /api/llm-file/{id}, publishing). */
  fileId: z.string().uuid().optional(),
  pageCount: z.number().int().nonnegative(),
  llmsTxt: z.string(),
});
export type GenerateLlmsTxtResult = z.infer<typeof generateLlmsTxtResultSchema>;

/** As POST /api/validate-llms-txt takes it: a site's address or the file's text. */
export const validateLlmsTxtInputSchema = validateLlmsTxtRequestSchema;
export type ValidateLlmsTxtInput = z.infer<typeof validateLlmsTxtInputSchema>;
export const validateLlmsTxtResultSchema = validationResponseSchema;

export const checkAgentReadinessInputSchema = readinessRequestSchema;
export type CheckAgentReadinessInput = z.infer<typeof checkAgentReadinessInputSchema>;
export const checkAgentReadinessResultSchema = readinessReportSchema.extend({
  /** The id of its shareable copy where reports are kept (the gateway: GET /api/agent-readiness/{id}). */
  id: z.string().uuid().optional(),
});
export type CheckAgentReadinessResult = z.infer<typeof checkAgentReadinessResultSchema>;
