import { z } from 'zod';

/**
 * Who reads a published file, by the kind of agent that asked (decisions.md, Readers of published
 * files): crawlers that gather text to train models, crawlers that index for an AI's answers, fetches
 * an AI makes while answering a person, classic search engines, calls of the site's MCP server, and
 * everything else (browsers, scripts, unknown agents).
 */
export const READER_CLASSES = [
  'ai-training',
  'ai-search',
  'ai-user',
  'search-engine',
  'mcp',
  'other',
] as const;
export const readerClassSchema = z.enum(READER_CLASSES);
export type ReaderClass = z.infer<typeof readerClassSchema>;

/** How the dashboard and the monitor's mail name each class. */
export const READER_CLASS_LABELS: Record<ReaderClass, string> = {
  'ai-training': 'AI training crawlers',
  'ai-search': 'AI search crawlers',
  'ai-user': 'AI assistants fetching for a person',
  'search-engine': 'Search engines',
  mcp: 'MCP clients',
  other: 'Others (browsers, scripts, unknown)',
};

/** The days a readers' report covers, ending today (UTC): 30 unless asked, at most 90. */
export const READERS_MAX_DAYS = 90;
export const READERS_DEFAULT_DAYS = 30;

/** `?days=N`: a whole number of days from 1 to 90, 30 when missing. */
export const readersQuerySchema = z.object({
  days: z
    .string()
    .regex(/^\d{1,3}$/, 'days is a whole number of days, from 1 to 90')
    .transform(Number)
    .pipe(z.number().int().min(1, 'days is at least 1').max(READERS_MAX_DAYS, 'days is at most 90'))
    .optional()
    .transform((days) => days ?? READERS_DEFAULT_DAYS),
});
export type ReadersQuery = z.input<typeof readersQuerySchema>;

const countsByClassSchema = z.object(
  Object.fromEntries(READER_CLASSES.map((name) => [name, z.number().int().nonnegative()])) as Record<
    ReaderClass,
    z.ZodNumber
  >,
);
export type CountsByClass = z.infer<typeof countsByClassSchema>;

/**
 * The readers of a site's published file, its markdown copies and its MCP server over the last `N`
 * days: totals by class and by agent (most first), and each day (oldest first, every day present).
 */
export const siteReadersSchema = z.object({
  total: z.number().int().nonnegative(),
  byClass: countsByClassSchema,
  byAgent: z.array(
    z.object({ agent: z.string(), class: readerClassSchema, count: z.number().int().nonnegative() }),
  ),
  days: z.array(
    z.object({
      /** The UTC day, `YYYY-MM-DD`. */
      date: z.string(),
      total: z.number().int().nonnegative(),
      byClass: countsByClassSchema,
    }),
  ),
});
export type SiteReaders = z.infer<typeof siteReadersSchema>;

/** Every class at zero: the start of a sum, and the counts of a day nobody read. */
export function noReaders(): CountsByClass {
  return Object.fromEntries(READER_CLASSES.map((name) => [name, 0])) as CountsByClass;
}
