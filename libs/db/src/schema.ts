import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AnalysesTable {
  id: string;
  url: string;
  site_key: string;
  tier: string;
  requester_email: string | null;
  status: 'processing' | 'completed' | 'failed';
  stage: 'discovery' | 'extraction' | 'scoring' | 'finalization';
  error_code: string | null;
  error_message: string | null;
  site_name: string | null;
  site_summary: string | null;
  site_type: Generated<'single-page' | 'multi-page' | 'unknown'>;
  sitemap_found: Generated<boolean>;
  analysis_method: 'sitemap' | 'robots.txt' | 'homepage-only' | 'fallback-crawl' | null;
  total_pages_found: Generated<number>;
  max_pages: number;
  ai_pages_limit: number | null;
  pages_found: Generated<number>;
  pages_fetched: Generated<number>;
  pages_scored: Generated<number>;
  batches_total: Generated<number>;
  batches_outstanding: number | null;
  api_calls: Generated<number>;
  cached_pages: Generated<number>;
  estimated_cost: Generated<number>;
  cost_saved: Generated<number>;
  cache_hit: Generated<boolean>;
  discovery_started_at: NullableTimestamp;
  discovery_finished_at: NullableTimestamp;
  extraction_started_at: NullableTimestamp;
  extraction_finished_at: NullableTimestamp;
  scoring_started_at: NullableTimestamp;
  scoring_finished_at: NullableTimestamp;
  finalization_started_at: NullableTimestamp;
  finalization_finished_at: NullableTimestamp;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface PagesTable {
  analysis_id: string;
  url: string;
  position: number;
  batch: number;
  source: 'homepage' | 'sitemap' | 'link';
  status: Generated<'pending' | 'fetched' | 'failed'>;
  http_status: number | null;
  final_url: string | null;
  title: string | null;
  description: string | null;
  headings: ColumnType<string[] | null, string | null | undefined, string | null>;
  word_count: number | null;
  category: string | null;
  language: string | null;
  content_hash: string | null;
  content: string | null;
  last_modified: string | null;
  fetch_error: string | null;
  quality_score: number | null;
  scored_by: 'llm' | 'heuristic' | 'cache' | null;
  score_reason: string | null;
  fetched_at: NullableTimestamp;
  scored_at: NullableTimestamp;
}

export interface ExtractionBatchesTable {
  analysis_id: string;
  batch: number;
  page_count: number;
  completed_at: NullableTimestamp;
}

export interface LlmFilesTable {
  id: string;
  analysis_id: string;
  content: string;
  page_count: number;
  file_size: number;
  created_at: Timestamp;
}

export interface UsageEventsTable {
  id: Generated<number>;
  event_id: string;
  subject: string;
  kind: 'analysis' | 'validation';
  analysis_id: string | null;
  created_at: Timestamp;
}

export interface Database {
  analyses: AnalysesTable;
  pages: PagesTable;
  extraction_batches: ExtractionBatchesTable;
  llm_files: LlmFilesTable;
  usage_events: UsageEventsTable;
}

export type AnalysisRow = Selectable<AnalysesTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
export type PageRow = Selectable<PagesTable>;
export type LlmFileRow = Selectable<LlmFilesTable>;
