import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type {
  AnalysisFailureCode,
  AnalysisMethod,
  AnalysisStatus,
  LiveFileStatus,
  MonitorRunStatus,
  MonitorSchedule,
  ReadinessReport,
  PageCategory,
  ReaderClass,
  ScoringMethod,
  SiteType,
  StageId,
  Tier,
} from '@signpost/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A stage's timestamp columns are named after its id: `content-fetch` -> `content_fetch_started_at`. */
type ColumnStem<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}_${ColumnStem<Tail>}`
  : S;
export type StageStartedColumn = `${ColumnStem<StageId>}_started_at`;
export type StageFinishedColumn = `${ColumnStem<StageId>}_finished_at`;
type StageTimeColumns = { [Column in StageStartedColumn | StageFinishedColumn]: NullableTimestamp };

export type AnalysesTable = AnalysisColumns & StageTimeColumns;

interface AnalysisColumns {
  id: string;
  url: string;
  site_key: string;
  tier: Tier;
  requester_email: string | null;
  /** The account that owns the analysis; null for an anonymous one. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: AnalysisStatus;
  stage: StageId;
  error_code: AnalysisFailureCode | null;
  error_message: string | null;
  site_name: string | null;
  site_summary: string | null;
  site_type: Generated<SiteType>;
  sitemap_found: Generated<boolean>;
  analysis_method: AnalysisMethod | null;
  /** The home page's x-default language, else its own; null when it declares none. */
  default_language: ColumnType<string | null, string | null | undefined, string | null>;
  total_pages_found: Generated<number>;
  max_pages: number;
  ai_pages_limit: number | null;
  pages_found: Generated<number>;
  pages_fetched: Generated<number>;
  /** The share of discovery done (0 to 1), only ever raised: the percent shown never goes back. */
  discovery_fraction: Generated<number>;
  /** Which limit set max_pages: the plan's, or a request for fewer pages. */
  page_limit_reason: 'plan' | 'request' | null;
  pages_scored: Generated<number>;
  /** Pages whose text came from their rendering, in extraction or in the discovery crawl. */
  pages_rendered: Generated<number>;
  /** Renders extraction has claimed against the analysis's budget. */
  render_claims: Generated<number>;
  batches_total: Generated<number>;
  batches_outstanding: number | null;
  api_calls: Generated<number>;
  cached_pages: Generated<number>;
  estimated_cost: Generated<number>;
  cost_saved: Generated<number>;
  cache_hit: Generated<boolean>;
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
  /** What the site's lists show: the declared description when it describes the page, else the lead paragraph. */
  description: string | null;
  /** The meta (or Open Graph) description as the page declares it; null on pages stored before it was kept. */
  declared_description: string | null;
  /** The opening paragraph of the page's main content, summarised; null on pages stored before it was kept. */
  lead_paragraph: string | null;
  headings: ColumnType<string[] | null, string | null | undefined, string | null>;
  word_count: number | null;
  category: PageCategory | null;
  language: string | null;
  content_hash: string | null;
  content: string | null;
  /** The main content as markdown (headings, lists, links kept); `content` is its plain text. */
  markdown: string | null;
  /** The page's own markdown version (`<link rel="alternate" type="text/markdown">`). */
  markdown_url: string | null;
  /** Share of the main content's words that are link text, as extraction measured it. */
  link_density: number | null;
  /** Share of the main content's lines that are mostly a link. */
  link_list_share: number | null;
  last_modified: string | null;
  fetch_error: string | null;
  quality_score: number | null;
  scored_by: ScoringMethod | null;
  score_reason: string | null;
  /** The LLM's title, description and category; the extracted ones stay in title, description, category. */
  ai_title: string | null;
  ai_description: string | null;
  ai_category: PageCategory | null;
  /** Dollars the page's LLM score cost, or for a cached score what the first scoring cost. */
  score_cost: number | null;
  fetched_at: NullableTimestamp;
  scored_at: NullableTimestamp;
  /** Rank in the site's own navigation (its menus merged); null for a page no menu links to. */
  nav_order: number | null;
  /** The navigation group the site lists the page under ("Guide", "API"); null outside any group. */
  nav_group: string | null;
  /** Set for a page that looked built by its scripts: whether, and why not, it was read rendered. */
  rendering: ColumnType<PageRendering | null, PageRendering | null | undefined, PageRendering | null>;
  /** The ETag and Last-Modified headers the page was served with: a later reading asks with them. */
  etag: string | null;
  last_modified_header: string | null;
}

/**
 * `claimed`: a render granted, not yet done; `rendered`: read from its rendering; `unchanged`:
 * rendered, but no more text than its HTML; `over_budget`: read from its HTML, the analysis's renders
 * spent; `unrendered`: read from its HTML, rendering unavailable or failed.
 */
export type PageRendering = 'claimed' | 'rendered' | 'unchanged' | 'over_budget' | 'unrendered';

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
  /** SHA-256 of `content`, hex: one analysis keeps one file per distinct text. Null on older files. */
  content_hash: string | null;
  created_at: Timestamp;
}

/** One text of a published full text: llms-full.txt, or a section file it lists. */
export interface PublishedFullFile {
  name: string;
  content: string;
}

export interface PublishedFilesTable {
  /** Where the publication is served: its random slug, or the site's bare slug once verified. */
  slug: string;
  /** The publication's own slug, with a random part; its address until the account proves the site. */
  random_slug: string;
  user_id: string;
  /** The site's host, lower case: one published file per owner and site. */
  site: string;
  llm_file_id: string | null;
  /** Null once withdrawn. */
  content: string | null;
  full_files: ColumnType<PublishedFullFile[] | null, string | null, string | null>;
  content_hash: string | null;
  published_at: Timestamp;
  withdrawn_at: NullableTimestamp;
  /** The served llms.txt links the pages' markdown copies instead of the pages. */
  link_markdown: Generated<boolean>;
}

/** The markdown copy of one page a live publication lists (migration 0024 says why they are kept). */
export interface PublishedPagesTable {
  user_id: string;
  site: string;
  /** Under /s/{slug}/pages/, without `.md`: the page's path, `index` for the root. */
  path: string;
  /** The page's own address, as the published file lists it. */
  url: string;
  title: string;
  markdown: string;
  content_hash: string;
  /** The page's place in the file. */
  position: number;
  /** The text search configuration of the page's language (`simple` when there is none). */
  search_config: string;
  search: GeneratedAlways<string>;
}

/**
 * Reads of one publication on one UTC day by one agent (migration 0026): the gateways' counters add
 * their batches here.
 */
export interface SiteReadersTable {
  user_id: string;
  site: string;
  /** Written as `YYYY-MM-DD`; read through to_char, never as a Date (a date has no time zone). */
  day: ColumnType<string, string, string>;
  agent: string;
  class: ReaderClass;
  reads: number;
}

/** An account's proof of control of a site: the token it serves, and when it was last found. */
export interface SiteVerificationsTable {
  user_id: string;
  site: string;
  token: string;
  created_at: Timestamp;
  verified_at: NullableTimestamp;
}

export interface MonitorsTable {
  id: string;
  user_id: string;
  url: string;
  /** The site's host, lower case: one monitor per owner and site. */
  site: string;
  schedule: MonitorSchedule;
  notify_email: boolean;
  webhook_url: string | null;
  webhook_secret: string | null;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  next_run_at: Timestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** What a run found of the site's live /llms.txt. */
export interface LiveFileReading {
  status: LiveFileStatus;
  url: string;
}

type UrlList = ColumnType<string[], string | undefined, string>;

export interface MonitorRunsTable {
  id: string;
  monitor_id: string;
  /** `schedule`, `created` (a monitor's first run) or `owner` (run now). */
  trigger: MonitorRunTrigger;
  analysis_id: string | null;
  status: MonitorRunStatus;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  finished_at: NullableTimestamp;
  /** Each page's content hash, by address: the baseline of the next run. */
  pages: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  added: UrlList;
  removed: UrlList;
  changed: UrlList;
  broken_links: UrlList;
  live_file: ColumnType<LiveFileReading | null, string | null | undefined, string | null>;
  /** Something changed since the run before: the owner is told. */
  noteworthy: ColumnType<boolean, boolean | undefined, boolean>;
  error: string | null;
  /** When the owner was told by mail, and when the webhook took the run: each is done once. */
  mailed_at: NullableTimestamp;
  webhook_delivered_at: NullableTimestamp;
}

export type MonitorRunTrigger = 'schedule' | 'created' | 'owner';

/** Where a discovery crawl had got: its snapshot, as the pipeline wrote it (checked when read back). */
export interface DiscoveryCheckpointsTable {
  analysis_id: string;
  state: ColumnType<unknown, string, string>;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** What a discovery crawl extracted from one page it kept, written as the crawl goes on. */
export interface DiscoveryKeptPagesTable {
  analysis_id: string;
  url: string;
  extraction: ColumnType<unknown, string, string>;
}

export interface ReadinessReportsTable {
  id: string;
  url: string;
  report: ColumnType<ReadinessReport, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface UsageEventsTable {
  id: Generated<number>;
  event_id: string;
  subject: string;
  /** `monitor-creation`: a monitor made, counted against the plan's creations per billing period. */
  kind: 'analysis' | 'validation' | 'monitor-creation';
  analysis_id: string | null;
  created_at: Timestamp;
}

export interface ScoreCacheTable {
  /** sha256 of exactly what the model reads of the page (see @signpost/scoring). */
  content_hash: string;
  model: string;
  prompt_version: string;
  quality_score: number;
  category: PageCategory;
  title: string;
  description: string;
  reason: string;
  site_name: string | null;
  site_summary: string | null;
  cost: number;
  created_at: Timestamp;
  used_at: Timestamp;
}

export interface UsersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  /** argon2id in PHC form; null for an account made by a checkout until its owner sets a password. */
  password_hash: string | null;
  tier: Generated<Tier>;
  /** Analyses left this billing month on the solo plan; null on the others. */
  credits_remaining: number | null;
  /** When the current billing month began; null until a payment starts one. */
  billing_period_start: NullableTimestamp;
  email_verified_at: NullableTimestamp;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  stripe_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The subscription's status as Stripe last said it (active, past_due, canceled, …). */
  subscription_status: ColumnType<string | null, string | null | undefined, string | null>;
  current_period_end: NullableTimestamp;
  /** The account's first payment ever, from which the money-back guarantee counts. */
  first_paid_at: NullableTimestamp;
  /** When the account had its one money-back refund; set, the guarantee no longer applies. */
  money_back_refunded_at: NullableTimestamp;
}

export interface StripeEventsTable {
  /** Stripe's event id: unique, so each event is applied once. */
  id: string;
  type: string;
  received_at: Timestamp;
  applied_at: NullableTimestamp;
}

export interface CheckoutLoginsTable {
  /** The Stripe Checkout Session that paid. */
  session_id: string;
  user_id: string;
  completed_at: Timestamp;
  used_at: NullableTimestamp;
  /** True when this checkout made the account; only then may it sign the account in. */
  created_account: Generated<boolean>;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** The visible start of the key, shown in lists. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  key_hash: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  /** Set when the token is exchanged; presenting it again revokes its session. */
  used_at: NullableTimestamp;
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

export interface EmailTokensTable {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface Database {
  users: UsersTable;
  stripe_events: StripeEventsTable;
  checkout_logins: CheckoutLoginsTable;
  api_keys: ApiKeysTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  analyses: AnalysesTable;
  pages: PagesTable;
  extraction_batches: ExtractionBatchesTable;
  llm_files: LlmFilesTable;
  published_files: PublishedFilesTable;
  published_pages: PublishedPagesTable;
  site_verifications: SiteVerificationsTable;
  site_readers: SiteReadersTable;
  discovery_checkpoints: DiscoveryCheckpointsTable;
  discovery_kept_pages: DiscoveryKeptPagesTable;
  monitors: MonitorsTable;
  monitor_runs: MonitorRunsTable;
  readiness_reports: ReadinessReportsTable;
  usage_events: UsageEventsTable;
  score_cache: ScoreCacheTable;
}

export type AnalysisRow = Selectable<AnalysesTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
export type PageRow = Selectable<PagesTable>;
export type LlmFileRow = Selectable<LlmFilesTable>;
export type PublishedFileRow = Selectable<PublishedFilesTable>;
export type PublishedPageRow = Selectable<PublishedPagesTable>;
export type SiteVerificationRow = Selectable<SiteVerificationsTable>;
export type MonitorRow = Selectable<MonitorsTable>;
export type MonitorRunRow = Selectable<MonitorRunsTable>;
export type ScoreCacheRow = Selectable<ScoreCacheTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
