import { presentAnalysis, presentDetail, presentListItem, presentPages } from '@signpost/analyses';
import {
  siteOf,
  type AnalysisRecord,
  type AnalyzeResponse,
  type MyAnalysisDetail,
  type MyAnalysisItem,
} from '@signpost/contracts';
import type { AnalysisRow } from '@signpost/db';
import { notFound } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';
import { LRUCache } from 'lru-cache';
import { publishedAddress } from '../publishing/published-address.js';

export interface AnalyzeInput {
  url: string;
  force: boolean;
  email?: string | undefined;
  /** Fewer pages than the plan allows (an MCP call's maxPages); never more. */
  maxPages?: number | undefined;
}

/** The dashboard lists this many of an account's analyses, newest first (kept 30 days anyway). */
const LIST_LIMIT = 200;
const GONE = 'No analysis has that id. It may have expired after 30 days.';
/**
 * A completed analysis no longer changes, and browsers and API clients poll it; its record is kept
 * for a minute, so a purge or a demo clean-up shows within that time.
 */
const COMPLETED_RECORDS = { max: 1_000, ttl: 60_000 };

interface CompletedRecord {
  owner: Pick<AnalysisRow, 'user_id'>;
  record: AnalysisRecord;
}

/**
 * Whether a caller may see an analysis: an account's analysis only by that account; an anonymous one
 * by whoever holds its id (the id is the capability the anonymous journey has).
 */
export function canSee(caller: Caller, analysis: Pick<AnalysisRow, 'user_id'>): boolean {
  if (analysis.user_id === null || caller.kind === 'operator') return true;
  return caller.kind === 'account' && caller.account.id === analysis.user_id;
}

/** Starts and reads analyses for the gateway's routes; the lifecycle and the usage policy decide. */
export class AnalysisService {
  private readonly completed = new LRUCache<string, CompletedRecord>(COMPLETED_RECORDS);

  constructor(private readonly runtime: Pick<Runtime, 'repos' | 'lifecycle' | 'config'>) {}

  async start(caller: Caller, input: AnalyzeInput): Promise<AnalyzeResponse> {
    const started = await this.runtime.lifecycle.start(caller, input);
    if (started.kind === 'started') {
      return { analysisId: started.analysisId, status: 'processing', discoveredPages: [] };
    }
    const { analysis } = started;
    return {
      analysisId: analysis.id,
      status: 'completed',
      discoveredPages: presentPages(
        await this.runtime.repos.pages.listScoredSummaries(analysis.id),
        analysis.site_name,
        analysis.default_language,
      ),
    };
  }

  async get(caller: Caller, id: string): Promise<AnalysisRecord> {
    const cached = this.completed.get(id);
    if (cached) {
      if (!canSee(caller, cached.owner)) throw notFound(GONE);
      return cached.record;
    }
    const row = await this.visible(caller, id);
    if (row.status !== 'completed') return presentAnalysis(row, []);
    const record = presentAnalysis(row, await this.runtime.repos.pages.listScoredSummaries(id));
    this.completed.set(id, { owner: { user_id: row.user_id }, record });
    return record;
  }

  async listOwn(accountId: string): Promise<MyAnalysisItem[]> {
    return (await this.runtime.repos.analyses.listByUser(accountId, LIST_LIMIT)).map(presentListItem);
  }

  async getOwn(accountId: string, id: string): Promise<MyAnalysisDetail> {
    const row = await this.runtime.repos.analyses.get(id);
    if (!row || row.user_id !== accountId) throw notFound(GONE);
    const pages = row.status === 'completed' ? await this.runtime.repos.pages.listScoredSummaries(id) : [];
    const published = await this.runtime.repos.publishedFiles.findOf(accountId, siteOf(row.url));
    return {
      ...presentDetail(row, pages),
      published:
        published && published.withdrawn_at === null
          ? publishedAddress(this.runtime.config.http.publicUrl, published)
          : null,
    };
  }

  /** The analysis if the caller may see it; someone else's is as absent as a missing one. */
  async visible(caller: Caller, id: string): Promise<AnalysisRow> {
    const row = await this.runtime.repos.analyses.get(id);
    if (!row || !canSee(caller, row)) throw notFound(GONE);
    return row;
  }
}
