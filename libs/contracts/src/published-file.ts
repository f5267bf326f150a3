import { z } from 'zod';
import { FULL_TEXT_FILE_NAME, publishedAddressSchema } from './llm-file.js';

export type PublishedFileAddress = z.infer<typeof publishedAddressSchema>;

/** A publication's addresses, and whether the account proved control of the site (bare slug). */
export const publishedFileResponseSchema = publishedAddressSchema.extend({ verified: z.boolean() });
export type PublishedFileResponse = z.infer<typeof publishedFileResponseSchema>;

/** A site's slug: lower-case letters and digits in dash-separated words. */
export const PUBLISHED_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const publishedFileParamsSchema = z.object({
  slug: z.string().max(80).regex(PUBLISHED_SLUG, 'No file is published there'),
  file: z
    .string()
    .max(120)
    .refine((name) => name === 'llms.txt' || FULL_TEXT_FILE_NAME.test(name), 'No file is published there'),
});

export const publishedFileTextSchema = z.string();
export const notModifiedSchema = z.string().max(0);
