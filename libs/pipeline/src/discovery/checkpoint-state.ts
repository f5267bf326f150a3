import { z } from 'zod';
import { pageCategorySchema } from '@signpost/contracts';
import type { PageExtraction, Repositories } from '@signpost/db';
import { crawlSnapshotSchema, siteNavigationSnapshotSchema, SiteNavigation } from '@signpost/discovery';
import type { SiteIdentity } from '@signpost/extraction';
import type { Logger } from '@signpost/logger';

/** What a discovery checkpoint holds besides the pages kept: the crawl, the navigation it saw, the site's identity. */
const checkpointStateSchema = z.object({
  crawl: crawlSnapshotSchema,
  navigation: siteNavigationSnapshotSchema,
  identity: z.object({ siteName: z.string(), summary: z.string() }).nullable(),
});
export type CheckpointState = z.infer<typeof checkpointStateSchema>;

const pageExtractionSchema = z.object({
  finalUrl: z.string(),
  httpStatus: z.number().int(),
  title: z.string(),
  description: z.string(),
  declaredDescription: z.string().nullable().optional(),
  leadParagraph: z.string().nullable().optional(),
  headings: z.array(z.string()),
  wordCount: z.number().int().nonnegative(),
  category: pageCategorySchema,
  language: z.string().nullable(),
  contentHash: z.string(),
  content: z.string(),
  markdown: z.string().nullable().optional(),
  markdownUrl: z.string().nullable().optional(),
  linkDensity: z.number().nullable().optional(),
  linkListShare: z.number().nullable().optional(),
  lastModified: z.string().nullable().optional(),
  rendering: z.enum(['rendered', 'unchanged', 'over_budget', 'unrendered']).nullable().optional(),
  etag: z.string().nullable().optional(),
  lastModifiedHeader: z.string().nullable().optional(),
}) satisfies z.ZodType<PageExtraction>;

/** What the pages a crawl kept said, restored into KeptPages. */
export interface SavedKeptPages {
  pages: Map<string, PageExtraction>;
  identity: SiteIdentity | null;
}

export interface SavedCheckpoint {
  crawl: CheckpointState['crawl'];
  navigation: SiteNavigation;
  kept: SavedKeptPages;
}

/**
 * The checkpoint an earlier attempt of the analysis's discovery left, checked. One that does not
 * read (written by another release) is passed over, and the crawl starts again; so is a kept page,
 * which extraction then fetches.
 */
export async function loadCheckpoint(
  repos: Repositories,
  analysisId: string,
  logger: Logger,
): Promise<SavedCheckpoint | undefined> {
  const saved = await repos.discoveryCheckpoints.load(analysisId);
  if (saved === undefined) return undefined;
  const state = checkpointStateSchema.safeParse(saved.state);
  if (!state.success) {
    logger.warn({ analysisId, issues: state.error.issues.slice(0, 3) }, 'discovery checkpoint unreadable');
    return undefined;
  }
  const pages = new Map<string, PageExtraction>();
  for (const { url, extraction } of saved.keptPages) {
    const read = pageExtractionSchema.safeParse(extraction);
    if (read.success) pages.set(url, read.data);
  }
  const { crawl, navigation, identity } = state.data;
  return { crawl, navigation: SiteNavigation.restore(navigation), kept: { pages, identity } };
}
