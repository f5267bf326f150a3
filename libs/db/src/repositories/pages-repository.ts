import { sql, type Kysely } from 'kysely';
import type { Database, PageRow, PagesTable } from '../schema.js';

export interface NewPage {
  url: string;
  position: number;
  batch: number;
  source: PagesTable['source'];
  lastModified: string | null;
}

export interface PageExtraction {
  finalUrl: string;
  httpStatus: number;
  title: string;
  description: string;
  headings: string[];
  wordCount: number;
  category: string;
  language: string | null;
  contentHash: string;
  content: string;
}

export interface PageScore {
  url: string;
  qualityScore: number;
  scoredBy: NonNullable<PagesTable['scored_by']>;
  reason: string;
}

export class PagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts discovered pages; the (analysis, url) key makes a replayed discovery a no-op. */
  async insertDiscovered(analysisId: string, pages: readonly NewPage[]): Promise<void> {
    const CHUNK = 500;
    for (let start = 0; start < pages.length; start += CHUNK) {
      const rows = pages.slice(start, start + CHUNK).map((page) => ({
        analysis_id: analysisId,
        url: page.url,
        position: page.position,
        batch: page.batch,
        source: page.source,
        last_modified: page.lastModified,
        status: 'pending' as const,
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
        status: 'fetched',
        final_url: extraction.finalUrl,
        http_status: extraction.httpStatus,
        title: extraction.title,
        description: extraction.description,
        headings: JSON.stringify(extraction.headings),
        word_count: extraction.wordCount,
        category: extraction.category,
        language: extraction.language,
        content_hash: extraction.contentHash,
        content: extraction.content,
        fetch_error: null,
        fetched_at: sql`now()`,
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

  async findByPosition(analysisId: string, position: number): Promise<PageRow | undefined> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('position', '=', position)
      .executeTakeFirst();
  }

  async saveScores(analysisId: string, scores: readonly PageScore[]): Promise<void> {
    for (const score of scores) {
      await this.db
        .updateTable('pages')
        .set({
          quality_score: score.qualityScore,
          scored_by: score.scoredBy,
          score_reason: score.reason,
          scored_at: sql`now()`,
        })
        .where('analysis_id', '=', analysisId)
        .where('url', '=', score.url)
        .execute();
    }
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
