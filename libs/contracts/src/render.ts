import { z } from 'zod';

/**
 * The render service's one route (services/render): a worker that holds the database and the other
 * secrets asks a process that holds none to open a page in Chromium.
 */
export const RENDER_PATH = '/render';

/** Addresses longer than this are not pages anyone links to. */
const MAX_URL_CHARS = 4096;

export const renderRequestSchema = z.object({
  url: z
    .string()
    .max(MAX_URL_CHARS)
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'must be an http or https address'),
});
export type RenderRequest = z.infer<typeof renderRequestSchema>;

export const renderResponseSchema = z.object({
  /** Where the page ended up, after redirects. */
  url: z.string(),
  html: z.string(),
  /** Sub-requests answered through the guarded fetcher, and refused. */
  requests: z.object({ fetched: z.number().int().nonnegative(), refused: z.number().int().nonnegative() }),
});
export type RenderResponse = z.infer<typeof renderResponseSchema>;
