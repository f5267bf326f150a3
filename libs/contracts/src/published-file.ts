import { z } from 'zod';
import { FULL_TEXT_FILE_NAME, publishedAddressSchema } from './llm-file.js';
import { defaultedInput } from './optional-input.js';

export type PublishedFileAddress = z.infer<typeof publishedAddressSchema>;

/** A publication's addresses, and whether the account proved control of the site (bare slug). */
export const publishedFileResponseSchema = publishedAddressSchema.extend({ verified: z.boolean() });
export type PublishedFileResponse = z.infer<typeof publishedFileResponseSchema>;

/** A site's slug: lower-case letters and digits in dash-separated words. */
export const PUBLISHED_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugSchema = z.string().max(80).regex(PUBLISHED_SLUG, 'No file is published there');

/**
 * Publishing's options. `linkMarkdown`: the published llms.txt links each page's markdown copy
 * (`/s/{slug}/pages/{path}.md`) instead of the page; the copies are served either way.
 */
export const publishRequestSchema = z
  .object({ linkMarkdown: defaultedInput(z.boolean(), false) })
  .strict()
  .optional();
export type PublishRequest = z.input<typeof publishRequestSchema>;

export const publishedFileParamsSchema = z.object({
  slug: slugSchema,
  file: z
    .string()
    .max(120)
    .refine((name) => name === 'llms.txt' || FULL_TEXT_FILE_NAME.test(name), 'No file is published there'),
});

export const publishedFileTextSchema = z.string();
export const notModifiedSchema = z.string().max(0);

/** `/s/{slug}/pages/{path}.md`: Fastify names the rest of the path `*`. */
export const markdownCopyParamsSchema = z.object({
  slug: slugSchema,
  '*': z
    .string()
    .max(1_100)
    .regex(/.\.md$/, 'No markdown copy is published there'),
});

export const publicationParamsSchema = z.object({ slug: slugSchema });
