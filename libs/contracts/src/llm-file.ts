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

/**
 * Where a published file is served: its llms.txt and llms-full.txt, at addresses that stay, and the
 * site's MCP server beside them; whether the llms.txt links its pages' markdown copies.
 */
export const publishedAddressSchema = z.object({
  url: z.string().url(),
  fullUrl: z.string().url(),
  mcpUrl: z.string().url(),
  linkMarkdown: z.boolean(),
  publishedAt: z.string(),
});

export const llmFileResponseSchema = z.object({
  id: z.string().uuid(),
  analysisId: z.string().uuid(),
  content: z.string(),
  pageCount: z.number().int().nonnegative(),
  fileSize: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** Where this file is published, for its owner; null when it is not (or the caller is not its owner). */
  published: publishedAddressSchema.nullable(),
});
export type LlmFileResponse = z.infer<typeof llmFileResponseSchema>;

export const fileIdParamsSchema = z.object({ id: z.string().uuid('Unknown file id') });

/** The name of a file of the full text: `llms-full.txt`, or one section's `llms-full-<section>.txt`. */
export const FULL_TEXT_FILE_NAME = /^llms-full(?:-[a-z0-9]+)*\.txt$/;

/**
 * `index` is the llms.txt itself, `full` the llms-full.txt derived from it; with `file`, one file of
 * a full text split by section, as the full-text summary names it.
 */
export const downloadQuerySchema = z
  .object({
    variant: z.enum(['index', 'full']).default('index'),
    file: optionalInput(
      z
        .string()
        .max(120)
        .regex(FULL_TEXT_FILE_NAME, 'file names a file of the full text, such as llms-full.txt'),
    ),
  })
  .refine((query) => query.file === undefined || query.variant === 'full', {
    message: 'A file of the full text is downloaded with variant=full',
    path: ['file'],
  });

/** A page longer than one file of the full text may hold: the file keeps its start and says so. */
export const fullTextCutPageSchema = z.object({
  url: z.string(),
  title: z.string(),
  bytes: z.number().int().nonnegative(),
  keptBytes: z.number().int().nonnegative(),
});

export const fullTextFileSchema = z.object({
  /** `llms-full.txt`, or `llms-full-<section>.txt` when the full text is split by section. */
  name: z.string(),
  /** Where the file is meant to be served: beside llms.txt at the site's root. */
  url: z.string(),
  /** What it holds: a section, a part of a long section, all sections, or the list of the files. */
  label: z.string(),
  sections: z.array(z.string()),
  pageCount: z.number().int().nonnegative(),
  /** UTF-8 bytes. */
  bytes: z.number().int().nonnegative(),
  /** Four characters a token (one for Chinese, Japanese and Korean): an estimate, not a count. */
  estimatedTokens: z.number().int().nonnegative(),
  cutPages: z.array(fullTextCutPageSchema),
});
export type FullTextFileSummary = z.infer<typeof fullTextFileSchema>;

export const fullTextSectionSchema = z.object({
  name: z.string(),
  pageCount: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  estimatedTokens: z.number().int().nonnegative(),
  /** The files that hold the section's pages. */
  files: z.array(z.string()),
});
export type FullTextSectionSummary = z.infer<typeof fullTextSectionSchema>;

/**
 * The llms-full.txt of a generated file, described: past `budgetBytes` the text is split into one
 * file per section, and llms-full.txt (the first file) lists them; no selected page is left out.
 */
export const llmFullTextResponseSchema = z.object({
  budgetBytes: z.number().int().positive(),
  split: z.boolean(),
  /** The whole text as one file would hold it. */
  wholeBytes: z.number().int().nonnegative(),
  files: z.array(fullTextFileSchema).min(1),
  sections: z.array(fullTextSectionSchema),
});
export type LlmFullTextResponse = z.infer<typeof llmFullTextResponseSchema>;

/** A download is the file's text as it is, not JSON. */
export const llmFileTextSchema = z.string();
