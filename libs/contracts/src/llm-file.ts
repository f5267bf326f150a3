import { z } from 'zod';
import { defaultedInput, optionalInput } from './optional-input.js';

export const selectedPageSchema = z.object({
  url: z.string().url(),
  title: optionalInput(z.string().max(500)),
  description: optionalInput(z.string().max(2000)),
  selected: defaultedInput(z.boolean(), true),
});
export type SelectedPage = z.input<typeof selectedPageSchema>;

/**
 * Either the pages the owner chose, or a language: the file is then written for that language's
 * pages, as the default selection would choose among them, under the same title and summary.
 */
export const generateLlmFileRequestSchema = z
  .object({
    analysisId: z.string().uuid('Unknown analysis id'),
    selectedPages: optionalInput(z.array(selectedPageSchema).min(1, 'Select at least one page').max(5000)),
    language: optionalInput(z.string().trim().min(1).max(35)),
  })
  .refine((request) => (request.selectedPages === undefined) !== (request.language === undefined), {
    message: 'Select at least one page, or name a language instead of a selection',
    path: ['selectedPages'],
  });
export type GenerateLlmFileRequest = z.input<typeof generateLlmFileRequestSchema>;

export const generateLlmFileResponseSchema = z.object({
  id: z.string().uuid(),
  pageCount: z.number().int().nonnegative(),
});
export type GenerateLlmFileResponse = z.infer<typeof generateLlmFileResponseSchema>;

export const llmFileResponseSchema = z.object({
  id: z.string().uuid(),
  analysisId: z.string().uuid(),
  content: z.string(),
  pageCount: z.number().int().nonnegative(),
  fileSize: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type LlmFileResponse = z.infer<typeof llmFileResponseSchema>;

export const fileIdParamsSchema = z.object({ id: z.string().uuid('Unknown file id') });

/** `index` is the llms.txt itself, `full` the llms-full.txt derived from it. */
export const downloadQuerySchema = z.object({ variant: z.enum(['index', 'full']).default('index') });

/** A download is the file's text as it is, not JSON. */
export const llmFileTextSchema = z.string();
