import { z } from 'zod';
import { DROP_REASONS, PAGE_SOURCES, PAGE_STATES } from './candidate.js';

/**
 * A crawl's checkpoint as plain data, and its schemas: a snapshot is read back from storage written
 * by another process (maybe another release), so it is checked before anything is restored from it.
 */

const count = z.number().int().nonnegative();

const candidateSchema = z.object({
  rank: count,
  url: z.string(),
  source: z.enum(PAGE_SOURCES),
  lastModified: z.string().nullable(),
  state: z.enum(PAGE_STATES),
  failure: z.object({ status: z.number().int().nullable(), message: z.string() }).optional(),
  dropReason: z.enum(DROP_REASONS).optional(),
  canonical: z.string().optional(),
});

const pageSpellingsSnapshotSchema = z.object({
  redirects: z.array(z.tuple([z.string(), z.string()])),
  kept: z.array(z.tuple([z.string(), z.object({ url: z.string(), fingerprint: z.string() })])),
});
export type PageSpellingsSnapshot = z.infer<typeof pageSpellingsSnapshotSchema>;

const candidatePagesSnapshotSchema = z.object({
  startUrl: z.string(),
  scope: z.enum(['site', 'subpath']),
  aliases: z.array(z.string()),
  /** In the order met: a candidate's index is its place here. */
  list: z.array(candidateSchema),
  disallowed: z.array(z.string()),
  sitemapOffers: count,
  spellings: pageSpellingsSnapshotSchema,
});
export type CandidatePagesSnapshot = z.infer<typeof candidatePagesSnapshotSchema>;

const trapGuardSnapshotSchema = z.object({
  chains: z.array(z.tuple([z.string(), count])),
  queries: z.array(z.tuple([z.string(), z.array(z.string())])),
  dated: z.array(z.tuple([z.string(), count])),
});
export type TrapGuardSnapshot = z.infer<typeof trapGuardSnapshotSchema>;

/** How far the crawl had settled its candidates (every one before `settled`), and what that cost. */
const crawlProgressSchema = z.object({
  settled: count,
  /** Requests made for the settled candidates; those in flight are made again on resuming. */
  fetches: count,
  rendered: count,
  trapRefusals: count,
  /** Pages answered 304 and kept as an earlier reading read them (absent in older snapshots). */
  unchanged: count.default(0),
});
export type CrawlProgress = z.infer<typeof crawlProgressSchema>;

/** What discovery learnt before its crawl, which a resumed crawl does not ask the site again. */
const preliminariesSchema = z.object({
  homepageUrl: z.string(),
  defaultLanguage: z.string().nullable(),
  sitemapFound: z.boolean(),
  sitemapsViaRobots: z.boolean(),
  problems: z.array(z.string()),
  soft404Fingerprint: z.string().nullable(),
  delayMs: z.number().nonnegative(),
  /** Where the site's markdown files are, when its script builds its pages from them. */
  markdownSite: z.object({ base: z.string(), name: z.string().nullable() }).nullable().default(null),
});
export type CrawlPreliminaries = z.infer<typeof preliminariesSchema>;

export const crawlSnapshotSchema = z
  .object({
    preliminaries: preliminariesSchema,
    candidates: candidatePagesSnapshotSchema,
    traps: trapGuardSnapshotSchema,
    progress: crawlProgressSchema,
  })
  .refine(({ candidates, progress }) => progress.settled <= candidates.list.length, {
    message: 'settled past the candidates recorded',
  });
export type CrawlSnapshot = z.infer<typeof crawlSnapshotSchema>;
