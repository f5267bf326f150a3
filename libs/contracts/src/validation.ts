import { z } from 'zod';
import { defaultedInput, optionalInput } from './optional-input.js';
import { isValidWebsiteUrl, withDefaultProtocol } from './website-url.js';

/** Raw text sent for validation is read up to this many characters (the file limit is 1 MiB). */
export const MAX_VALIDATION_CONTENT_CHARS = 2 * 1024 * 1024;

/**
 * Where the validator looks for a site's file: the address itself when it names a .txt or .md file,
 * else `llms.txt` in its folder (`https://example.com/docs` → `https://example.com/docs/llms.txt`).
 */
export function llmsTxtLocation(input: string): string {
  const url = new URL(withDefaultProtocol(input));
  url.hash = '';
  url.search = '';
  if (/\.(txt|md)$/i.test(url.pathname)) return url.href;
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/llms.txt`;
  return url.href;
}

/** Either the address of a site (or of its llms.txt) or the file's text itself. */
export const validateLlmsTxtRequestSchema = z
  .object({
    url: optionalInput(
      z
        .string()
        .trim()
        .max(2048)
        .refine(isValidWebsiteUrl, 'Enter a publicly accessible address, such as example.com'),
    ),
    content: optionalInput(
      z
        .string()
        .min(1, 'The file is empty')
        .max(MAX_VALIDATION_CONTENT_CHARS, 'The file is larger than 2 MiB'),
    ),
    includeRobotsTxt: defaultedInput(z.boolean(), true),
  })
  .refine((body) => (body.url === undefined) !== (body.content === undefined), {
    message: 'Send either the website address (url) or the file text (content)',
  });
export type ValidateLlmsTxtRequest = z.input<typeof validateLlmsTxtRequestSchema>;

export const issueSeveritySchema = z.enum(['error', 'warning', 'info']);
export type IssueSeverity = z.infer<typeof issueSeveritySchema>;

export const validationIssueSchema = z.object({
  /** Stable id of the check that found it (see libs/llmstxt/README.md). */
  code: z.string(),
  severity: issueSeveritySchema,
  message: z.string(),
  suggestion: z.string(),
  /** 1-based line of the file, or null when the issue concerns the file as a whole. */
  line: z.number().int().positive().nullable(),
  /**
   * How many times the file has this same problem when more than once: one issue stands for them
   * all, its message and line those of the first. Absent for a problem found once.
   */
  count: z.number().int().min(2).optional(),
  /** A few of the occurrences (the first ones, in file order) when `count` is set. */
  examples: z
    .array(z.object({ line: z.number().int().positive().nullable(), message: z.string() }))
    .optional(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const recommendationSchema = z.object({
  title: z.string(),
  description: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const robotsConflictSchema = z.object({
  conflict: z.string(),
  rule: z.string(),
  llmsTxtPath: z.string(),
  recommendation: z.string(),
});
export type RobotsConflict = z.infer<typeof robotsConflictSchema>;

export const validationResponseSchema = z.object({
  /** No issue of severity error. */
  valid: z.boolean(),
  score: z.number().int().min(0).max(100),
  /** Milliseconds the check took. */
  processingTime: z.number().int().nonnegative(),
  /** The llms.txt address that was read, or null for text sent directly. */
  checkedUrl: z.string().nullable(),
  stats: z.object({
    characters: z.number().int().nonnegative(),
    lines: z.number().int().nonnegative(),
    sections: z.number().int().nonnegative(),
    links: z.number().int().nonnegative(),
  }),
  issues: z.array(validationIssueSchema),
  recommendations: z.array(recommendationSchema),
  robotsConflicts: z.array(robotsConflictSchema),
});
export type ValidationResponse = z.infer<typeof validationResponseSchema>;

/** "1 section, 24 links": the size of a checked file, as the CLI and the validator page word it. */
export function describeFileStats(stats: ValidationResponse['stats']): string {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return `${count(stats.sections, 'section')}, ${count(stats.links, 'link')}`;
}
