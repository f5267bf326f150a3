import { sql, type Kysely } from 'kysely';
import type { AnalysisFailureCode, StageId } from '@signpost/contracts';
import type { AnalysisRow, Database, NewAnalysis } from '../schema.js';
import { stageColumns } from '../stage-columns.js';

export interface DiscoveryCounts {
  found: number;
  fetched: number;
  /** Estimated share of discovery done, 0 to 1. */
  fraction: number;
}

export interface DiscoverySummary {
  siteType: AnalysisRow['site_type'];
  sitemapFound: boolean;
  analysisMethod: NonNullable<AnalysisRow['analysis_method']>;
  totalPagesFound: number;
  pagesFound: number;
  batchesTotal: number;
  /** Batches left for extraction; all of them unless discovery already read every page of some. */
  batchesOutstanding?: number | undefined;
  /** Why the page list is short, when discovery let most addresses go; the analysis's message. */
  note?: string | null;
  /** The language the default llms.txt is written for, when the home page declares one. */
  defaultLanguage?: string | null;
}

/** Whose earlier analyses may answer a caller (see findReusable). */
export type ReusableOwner =
  | { kind: 'account'; userId: string }
  /** Anonymous runs with this email (or none) that were counted under every one of these subjects. */
  | { kind: 'anonymous'; email: string | null; countedUnder: readonly string[] }
  /** Any analysis at all: the operator's own installation. */
  | { kind: 'anyone' };

/** Which earlier analysis may answer a new request of a caller. */
export interface ReusableAnalysis {
  siteKey: string;
  since: Date;
  owner: ReusableOwner;
  maxPages: number;
  /** The caller's LLM-scored page limit; null when its plan scores every page. */
  aiPagesLimit: number | null;
}

/** LLM calls made and what they cost, added as they happen so a replay never loses or repeats them. */
export interface ScoringUsage {
  apiCalls: number;
  estimatedCost: number;
}

/**
 * Every state change is a conditional update on (status, stage): at-least-once job delivery means a
 * handler may run twice, and the second run must change nothing.
 */
export class AnalysesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(analysis: NewAnalysis): Promise<AnalysisRow> {
    return this.db.insertInto('analyses').values(analysis).returningAll().executeTakeFirstOrThrow();
  }

  async get(id: string): Promise<AnalysisRow | undefined> {
    return this.db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** An account's analyses, newest first. */
  async listByUser(userId: string, limit: number): Promise<AnalysisRow[]> {
    return this.db
      .selectFrom('analyses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * One page of an account's analyses, newest first, after the last one of the previous page: a
   * reader can walk every analysis without holding them all.
   */
  async listByUserAfter(
    userId: string,
    limit: number,
    after?: Pick<AnalysisRow, 'created_at' | 'id'>,
  ): Promise<AnalysisRow[]> {
    let query = this.db.selectFrom('analyses').selectAll().where('user_id', '=', userId);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.created_at),
          eb.and([eb('created_at', '=', after.created_at), eb('id', '<', after.id)]),
        ]),
      );
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** Gives an account the analyses started anonymously with its email. */
  async attachAnonymousByEmail(email: string, userId: string): Promise<number> {
    const result = await this.db
      .updateTable('analyses')
      .set({ user_id: userId })
      .where('requester_email', '=', email.toLowerCase())
      .where('user_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes the analyses made anonymously with this email (and, through the foreign keys, their pages and files). */
  async deleteAnonymousByEmail(email: string): Promise<number> {
    const result = await this.db
      .deleteFrom('analyses')
      .where('requester_email', '=', email.toLowerCase())
      .where('user_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * The newest completed analysis of a site since a moment that a caller may be answered with: one of
   * its owner's, made with no more pages, and no more LLM-scored pages, than the caller may have now.
   */
  async findReusable(reuse: ReusableAnalysis): Promise<AnalysisRow | undefined> {
    const { owner } = reuse;
    let query = this.db
      .selectFrom('analyses')
      .selectAll()
      .where('site_key', '=', reuse.siteKey)
      .where('status', '=', 'completed')
      .where('created_at', '>=', reuse.since)
      .where('max_pages', '<=', reuse.maxPages);
    if (reuse.aiPagesLimit !== null) {
      query = query.where('ai_pages_limit', 'is not', null).where('ai_pages_limit', '<=', reuse.aiPagesLimit);
    }
    if (owner.kind === 'account') query = query.where('user_id', '=', owner.userId);
    if (owner.kind === 'anonymous') {
      query = query
        .where('user_id', 'is', null)
        .where('requester_email', owner.email === null ? 'is' : '=', owner.email);
      for (const subject of owner.countedUnder) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('usage_events')
              .select('usage_events.id')
              .whereRef('usage_events.analysis_id', '=', 'analyses.id')
              .where('usage_events.subject', '=', subject),
          ),
        );
      }
    }
    return query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  }

  /** Marks a stage as started; true only the first time, so a replay does not announce it again. */
  async startStage(id: string, stage: StageId): Promise<boolean> {
    const startedColumn = stageColumns(stage).started;
    const result = await this.db
      .updateTable('analyses')
      .set({ [startedColumn]: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .where('stage', '=', stage)
      .where(startedColumn, 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Discovery's counts while it runs: pages found and read so far, and its share done, which only
   * rises. Written only while the analysis is still in discovery, so a late write cannot overwrite
   * what the end of discovery recorded.
   */
  async recordDiscoveryCounts(id: string, progress: DiscoveryCounts): Promise<void> {
    await this.db
      .updateTable('analyses')
      .set({
        pages_found: progress.found,
        pages_fetched: progress.fetched,
        discovery_fraction: sql<number>`greatest(discovery_fraction, ${Math.min(1, Math.max(0, progress.fraction))})`,
      })
      .where('id', '=', id)
      .where('stage', '=', 'discovery')
      .where('status', '=', 'processing')
      .execute();
  }

  /** What discovery found, written in the transaction that moves the analysis past discovery. */
  async recordDiscovery(id: string, summary: DiscoverySummary): Promise<void> {
    await this.db
      .updateTable('analyses')
      .set({
        site_type: summary.siteType,
        sitemap_found: summary.sitemapFound,
        analysis_method: summary.analysisMethod,
        total_pages_found: summary.totalPagesFound,
        pages_found: summary.pagesFound,
        batches_total: summary.batchesTotal,
        batches_outstanding: summary.batchesOutstanding ?? summary.batchesTotal,
        error_message: summary.note ?? null,
        default_language: summary.defaultLanguage ?? null,
      })
      .where('id', '=', id)
      .execute();
  }

  async setSiteIdentity(id: string, siteName: string, siteSummary: string): Promise<void> {
    await this.db
      .updateTable('analyses')
      .set({ site_name: siteName, site_summary: siteSummary })
      .where('id', '=', id)
      .execute();
  }

  /** Recounts fetched pages from the pages themselves, so a replayed batch can never count twice. */
  async refreshFetchedCount(id: string): Promise<void> {
    await this.db
      .updateTable('analyses')
      .set({
        pages_fetched: (eb) =>
          eb
            .selectFrom('pages')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('pages.analysis_id', '=', id)
            .where('pages.status', '!=', 'pending'),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Recounts the pages read from their rendering, from the pages themselves. */
  async refreshRenderedCount(id: string): Promise<void> {
    await this.db
      .updateTable('analyses')
      .set({
        pages_rendered: (eb) =>
          eb
            .selectFrom('pages')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('pages.analysis_id', '=', id)
            .where('pages.rendering', '=', 'rendered'),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Takes one of the analysis's `budget` renders; false once they are all taken. */
  async claimRender(id: string, budget: number): Promise<boolean> {
    const result = await this.db
      .updateTable('analyses')
      .set({ render_claims: sql`render_claims + 1` })
      .where('id', '=', id)
      .where('render_claims', '<', budget)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Adds a sentence to the analysis's message, after what discovery wrote there. */
  async appendNote(id: string, note: string): Promise<void> {
    await this.db
      .updateTable('analyses')
      .set({
        error_message: sql<string>`case when error_message is null then ${note} else error_message || ' ' || ${note} end`,
      })
      .where('id', '=', id)
      .execute();
  }

  async refreshScoredCount(id: string): Promise<void> {
    await this.db
      .updateTable('analyses')
      .set({
        pages_scored: (eb) =>
          eb
            .selectFrom('pages')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('pages.analysis_id', '=', id)
            .where('pages.quality_score', 'is not', null),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Returns the batches still outstanding after this one; run in the transaction that marks the batch done. */
  async decrementOutstandingBatches(id: string): Promise<number> {
    const row = await this.db
      .updateTable('analyses')
      .set({ batches_outstanding: sql`batches_outstanding - 1` })
      .where('id', '=', id)
      .where('batches_outstanding', '>', 0)
      .returning('batches_outstanding')
      .executeTakeFirst();
    return row?.batches_outstanding ?? 0;
  }

  async advanceStage(id: string, from: StageId, to: StageId): Promise<boolean> {
    const finishedColumn = stageColumns(from).finished;
    const startedColumn = stageColumns(to).started;
    const result = await this.db
      .updateTable('analyses')
      .set({
        stage: to,
        [finishedColumn]: sql`now()`,
        [startedColumn]: sql`coalesce(${sql.ref(startedColumn)}, now())`,
      })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .where('stage', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async addScoringUsage(id: string, usage: ScoringUsage): Promise<void> {
    if (usage.apiCalls === 0 && usage.estimatedCost === 0) return;
    await this.db
      .updateTable('analyses')
      .set({
        api_calls: sql`api_calls + ${usage.apiCalls}`,
        estimated_cost: sql`estimated_cost + ${usage.estimatedCost}`,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Recounts the score-cache figures from the pages: cached pages, the dollars their first scoring
   * cost (saved this time), and cache_hit when the cache answered without any LLM call.
   */
  async refreshCacheMetrics(id: string): Promise<void> {
    const cachedPages = this.db
      .selectFrom('pages')
      .where('pages.analysis_id', '=', id)
      .where('pages.scored_by', '=', 'cache');
    const count = cachedPages.select(sql<number>`count(*)::int`.as('n'));
    await this.db
      .updateTable('analyses')
      .set({
        cached_pages: count,
        cost_saved: cachedPages.select(sql<number>`coalesce(sum(pages.score_cost), 0)`.as('saved')),
        cache_hit: sql<boolean>`(${count} > 0 and api_calls = 0)`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** processing at its last stage -> completed; exactly one caller ever gets true. */
  async complete(id: string, lastStage: StageId): Promise<boolean> {
    const result = await this.db
      .updateTable('analyses')
      .set({ status: 'completed', completed_at: sql`now()`, [stageColumns(lastStage).finished]: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .where('stage', '=', lastStage)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** processing -> failed with a user-facing reason; a finished analysis is never overwritten. */
  async fail(id: string, errorCode: AnalysisFailureCode, errorMessage: string): Promise<boolean> {
    const result = await this.db
      .updateTable('analyses')
      .set({ status: 'failed', error_code: errorCode, error_message: errorMessage, completed_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Fails every analysis still processing that was started before the cutoff; returns their ids. */
  async failStartedBefore(
    cutoff: Date,
    errorCode: AnalysisFailureCode,
    errorMessage: string,
  ): Promise<string[]> {
    const rows = await this.db
      .updateTable('analyses')
      .set({ status: 'failed', error_code: errorCode, error_message: errorMessage, completed_at: sql`now()` })
      .where('status', '=', 'processing')
      .where('created_at', '<', cutoff)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async listProcessing(): Promise<Pick<AnalysisRow, 'id' | 'stage'>[]> {
    return this.db
      .selectFrom('analyses')
      .select(['id', 'stage'])
      .where('status', '=', 'processing')
      .execute();
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('analyses').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
