import { z } from 'zod';
import { isValidWebsiteUrl } from './website-url.js';

/** The meta tag's name an owner serves the token under, on the site's home page. */
export const SITE_VERIFICATION_META_NAME = 'signpost-site-verification';
/** The file whose body may hold the token instead, at the site's root. */
export const SITE_VERIFICATION_FILE_PATH = '/.well-known/signpost-verification.txt';

export const siteVerificationRequestSchema = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, 'Enter the address of your site')
      .max(2_000)
      .refine(isValidWebsiteUrl, 'Enter a website address, such as https://docs.example.com'),
  })
  .strict();
export type SiteVerificationRequest = z.input<typeof siteVerificationRequestSchema>;

/** The token an account serves to prove it controls a site; the same until the site is verified. */
export const siteVerificationTokenSchema = z.object({ site: z.string(), token: z.string() });
export type SiteVerificationToken = z.infer<typeof siteVerificationTokenSchema>;

export const siteVerificationStatusSchema = z.object({ site: z.string(), verified: z.boolean() });
export type SiteVerificationStatus = z.infer<typeof siteVerificationStatusSchema>;

/**
 * `{site}` in a path: the site's host, with its port when it is not the scheme's default
 * (`example.com`, `127.0.0.1:8080`, `[::1]:8080`), URL-encoded.
 */
export const publishedSiteParamsSchema = z.object({
  site: z
    .string()
    .max(300)
    .regex(
      /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i,
      'Name the site by its host, such as example.com',
    ),
});
