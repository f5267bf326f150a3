import { sql, type Kysely } from 'kysely';
import type { PageCategory } from '@signpost/contracts';
import type { Database, PageRendering, PageRow, PagesTable } from '../schema.js';
import { extractionColumns, type PageExtraction } from './page-extraction.js';

/** What an analysis record shows of a page: no text or Markdown, which only the files need. */
export const PAGE_SUMMARY_COLUMNS = [
  'url',
  'title',
  'ai_title',
  'description',
  'ai_description',
  'category',
  'ai_category',
  'quality_score',
  'last_modified',
  'scored_by',
  'score_reason',
  'nav_order',
  'nav_group',
  'language',
] as const satisfies readonly (keyof PageRow)[];
export type PageSummaryRow = Pick<PageRow, (typeof PAGE_SUMMARY_COLUMNS)[number]>;

export interface NewPage {
  url: string;
  position: number;
  batch: number;
  source: PagesTable['source'];
  lastModified: string | null;
  /** Where the site's own navigation places the page, when it links to it. */
  nav?: { order: number | null; group: string | null } | undefined;
  /** Discovery already fetched and extracted the page: stored as fetched, extraction skips it. */
  extraction?: PageExtraction;
  /** Discovery already fetched the page and it failed: stored as failed, extraction skips it. */
  failure?: { httpStatus: number | null; error: string };
}

export interface PageScore {
  url: string;
  qualityScore: number;
  scoredBy: NonNullable<PagesTable['scored_by']>;
  reason: string;
  /** What the LLM wrote (absent for heuristic scores). */
  aiTitle?: string | null;
  aiDescription?: string | null;
  aiCategory?: PageCategory | null;
  /** Dollars this score cost, or for a cached one what its first scoring cost. */
  cost?: number | null;
}

export class PagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts discovered pages; the (analysis, url) key makes a replayed discovery a no-op. Pages the
   * crawl read carry their whole content, so a statement takes 100: with 500 the embedded process
   * peaked about 20 MB higher during a 1,000-page analysis (bench/embedded-memory.bench.ts).
   */
  async insertDiscovered(analysisId: string, pages: readonly NewPage[]): Promise<void> {
    const CHUNK = 100;
    for (let start = 0; start < pages.length; start += CHUNK) {
      const rows = pages.slice(start, start + CHUNK).map((page) => ({
        analysis_id: analysisId,
        url: page.url,
        position: page.position,
        batch: page.batch,
        source: page.source,
        last_modified: page.lastModified ?? page.extraction?.lastModified ?? null,
        nav_order: page.nav?.order ?? null,
        nav_group: page.nav?.group ?? null,
        status: 'pending' as const,
        ...(page.extraction === undefined ? {} : extractionColumns(page.extraction)),
        ...(page.failure === undefined
          ? {}
          : {
              status: 'failed' as const,
              http_status: page.failure.httpStatus,
              fetch_error: page.failure.error,
              fetched_at: sql<Date>`now()`,
            }),
      }));
      await this.db
        .insertInto('pages')
        .values(rows)
        .onConflict((oc) => oc.columns(['analysis_id', 'url']).doNothing())
        .execute();
    }
  }

  async listBatch(analysisId: string, batch: number): Promise<PageRow[]> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('batch', '=', batch)
      .orderBy('position')
      .execute();
  }

  async saveExtraction(analysisId: string, url: string, extraction: PageExtraction): Promise<void> {
    await this.db
      .updateTable('pages')
      .set({
        ...extractionColumns(extraction),
        last_modified: sql<string | null>`coalesce(last_modified, ${extraction.lastModified ?? null})`,
      })
      .where('analysis_id', '=', analysisId)
      .where('url', '=', url)
      .execute();
  }

  async markFetchFailed(
    analysisId: string,
    url: string,
    httpStatus: number | null,
    error: string,
  ): Promise<void> {
    await this.db
      .updateTable('pages')
      .set({ status: 'failed', http_status: httpStatus, fetch_error: error, fetched_at: sql`now()` })
      .where('analysis_id', '=', analysisId)
      .where('url', '=', url)
      .execute();
  }

  /**
   * The page's rendering state, its row locked until the transaction ends: the one read that decides
   * whether a render is claimed for it, so a replayed page never claims twice.
   */
  async lockRendering(analysisId: string, url: string): Promise<PageRendering | null> {
    const row = await this.db
      .selectFrom('pages')
      .select('rendering')
      .where('analysis_id', '=', analysisId)
      .where('url', '=', url)
      .forUpdate()
      .executeTakeFirst();
    return row?.rendering ?? null;
  }

  async setRendering(analysisId: string, url: string, rendering: PageRendering): Promise<void> {
    await this.db
      .updateTable('pages')
      .set({ rendering })
      .where('analysis_id', '=', analysisId)
      .where('url', '=', url)
      .execute();
  }

  /** How many of the analysis's pages were read in each rendering state. */
  async countRenderings(analysisId: string): Promise<Partial<Record<PageRendering, number>>> {
    const rows = await this.db
      .selectFrom('pages')
      .select(['rendering', sql<number>`count(*)::int`.as('n')])
      .where('analysis_id', '=', analysisId)
      .where('rendering', 'is not', null)
      .groupBy('rendering')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.rendering, row.n]));
  }

  /** Sets the descriptions the site-wide choice made; pages not named keep theirs. */
  async saveDescriptions(
    analysisId: string,
    descriptions: readonly { url: string; description: string }[],
  ): Promise<void> {
    for (const { url, description } of descriptions) {
      await this.db
        .updateTable('pages')
        .set({ description })
        .where('analysis_id', '=', analysisId)
        .where('url', '=', url)
        .execute();
    }
  }

  /** Pages that were fetched successfully, in discovery order. */
  async listFetched(analysisId: string): Promise<PageRow[]> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('status', '=', 'fetched')
      .orderBy('position')
      .execute();
  }

  /** Every page of the analysis, in discovery order. */
  async listAll(analysisId: string): Promise<PageRow[]> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .orderBy('position')
      .execute();
  }

  async findByPosition(analysisId: string, position: number): Promise<PageRow | undefined> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('position', '=', position)
      .executeTakeFirst();
  }

  /** One statement per few hundred pages: the scores travel as one JSON parameter. */
  async saveScores(analysisId: string, scores: readonly PageScore[]): Promise<void> {
    const CHUNK = 100;
    for (let start = 0; start < scores.length; start += CHUNK) {
      const rows = scores.slice(start, start + CHUNK).map((score) => ({
        url: score.url,
        quality_score: score.qualityScore,
        scored_by: score.scoredBy,
        score_reason: score.reason,
        ai_title: score.aiTitle ?? null,
        ai_description: score.aiDescription ?? null,
        ai_category: score.aiCategory ?? null,
        score_cost: score.cost ?? null,
      }));
      await sql`
        update pages as page set
          quality_score = score.quality_score,
          scored_by = score.scored_by,
          score_reason = score.score_reason,
          ai_title = score.ai_title,
          ai_description = score.ai_description,
          ai_category = score.ai_category,
          score_cost = score.score_cost,
          scored_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as score(
          url text, quality_score real, scored_by text, score_reason text,
          ai_title text, ai_description text, ai_category text, score_cost double precision
        )
        where page.analysis_id = ${analysisId} and page.url = score.url`.execute(this.db);
    }
  }

  /** The scored pages as an analysis record shows them, in discovery order: polled, so kept lean. */
  async listScoredSummaries(analysisId: string): Promise<PageSummaryRow[]> {
    return this.db
      .selectFrom('pages')
      .select(PAGE_SUMMARY_COLUMNS)
      .where('analysis_id', '=', analysisId)
      .where('status', '=', 'fetched')
      .where('quality_score', 'is not', null)
      .orderBy('position')
      .execute();
  }

  /** The scored pages of several analyses as their records show them, each analysis's in discovery order. */
  async listScoredSummariesOf(
    analysisIds: readonly string[],
  ): Promise<(PageSummaryRow & Pick<PageRow, 'analysis_id'>)[]> {
    if (analysisIds.length === 0) return [];
    return this.db
      .selectFrom('pages')
      .select([...PAGE_SUMMARY_COLUMNS, 'analysis_id'])
      .where('analysis_id', 'in', analysisIds)
      .where('status', '=', 'fetched')
      .where('quality_score', 'is not', null)
      .orderBy('position')
      .execute();
  }

  /** The scored pages an analysis shows, best first within discovery order ties. */
  async listScored(analysisId: string): Promise<PageRow[]> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('status', '=', 'fetched')
      .where('quality_score', 'is not', null)
      .orderBy('position')
      .execute();
  }
}
