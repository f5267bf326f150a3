import {
  STAGES,
  defaultSelection,
  displayTitles,
  pageCategorySchema,
  stageIndex,
  type AnalysisRecord,
  type DiscoveredPage,
  type PageLimit,
  type StageProgress,
} from '@signpost/contracts';
import { stageTimes, type AnalysisRow, type PageSummaryRow } from '@signpost/db';
import { presentLanguageFiles } from './language-files.js';
import { inSiteOrder } from './site-order.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function stageProgress(row: AnalysisRow): StageProgress[] {
  const current = stageIndex(row.stage);
  return STAGES.map((definition, index) => {
    const { startedAt, finishedAt } = stageTimes(row, definition.id);
    let status: StageProgress['status'] = 'pending';
    if (index < current || (row.status === 'completed' && index === current)) status = 'completed';
    else if (index === current) status = row.status === 'failed' ? 'failed' : 'running';
    return {
      id: definition.id,
      label: definition.label,
      status,
      startedAt: iso(startedAt),
      finishedAt: iso(finishedAt),
    };
  });
}

/** A discovery under way shows a first step at once, before its crawl has read a page. */
const DISCOVERY_STARTED = 0.04;

/** How far the current stage has got, from the counts it writes as it goes. */
function fractionOfStage(row: AnalysisRow): number {
  switch (row.stage) {
    case 'discovery':
      return row.discovery_started_at ? Math.max(DISCOVERY_STARTED, row.discovery_fraction) : 0;
    case 'content-fetch':
      return row.pages_found > 0 ? row.pages_fetched / row.pages_found : 0;
    case 'ai-analysis':
      return row.pages_fetched > 0 ? row.pages_scored / row.pages_fetched : 0;
    case 'finalization':
      return 0.5;
  }
}

/** Real progress: the finished stages' share plus the measured fraction of the current one. */
function percent(row: AnalysisRow): number {
  if (row.status === 'completed') return 100;
  const index = stageIndex(row.stage);
  const start = STAGES[index - 1]?.progress ?? 0;
  const end = STAGES[index]?.progress ?? 100;
  return Math.round(start + (end - start) * Math.min(1, fractionOfStage(row)));
}

/**
 * The page limit, when it left pages of the site out: discovery kept `limit` pages and knew of more.
 * Null while discovery runs (the count of pages found is still rising) and when nothing was left out.
 */
function pageLimit(row: AnalysisRow): PageLimit | null {
  if (row.stage === 'discovery' && row.status !== 'completed') return null;
  const leftOut = row.total_pages_found - row.pages_found;
  if (leftOut <= 0 || row.pages_found < row.max_pages) return null;
  return {
    limit: row.max_pages,
    found: row.total_pages_found,
    leftOut,
    reason: row.page_limit_reason ?? 'plan',
  };
}

/**
 * The scored pages in site order, the default selection marked: the pages of `language` (the
 * site's default language unless another is asked for) that the product would choose.
 */
export function presentPages(
  pages: readonly PageSummaryRow[],
  siteName: string | null,
  defaultLanguage: string | null = null,
  language: string | null = defaultLanguage,
): DiscoveredPage[] {
  const scored = inSiteOrder(pages).filter(
    (page): page is PageSummaryRow & { quality_score: number } => page.quality_score !== null,
  );
  const selected = defaultSelection(
    scored.map((page) => ({ url: page.url, qualityScore: page.quality_score, language: page.language })),
    { language, defaultLanguage },
  );
  // Without the site's name and the sections' names that the titles repeat.
  const titles = displayTitles(
    scored.map((page) => page.title ?? ''),
    siteName,
  );
  return scored.map((page, index) => ({
    url: page.url,
    // The LLM's display title, description and category when it wrote them; the extracted ones otherwise.
    title: page.ai_title || titles[index] || page.url,
    description: page.ai_description ?? page.description ?? '',
    category: pageCategorySchema.catch('other').parse(page.ai_category ?? page.category),
    qualityScore: page.quality_score,
    selected: selected.has(page.url),
    lastModified: page.last_modified,
    scoredBy: page.scored_by ?? 'heuristic',
    reason: page.score_reason ?? '',
    language: page.language,
  }));
}

/** The languages of the pages with their counts and files, when the site has more than one. */
function presentLanguages(row: AnalysisRow, pages: readonly PageSummaryRow[]) {
  const languages = presentLanguageFiles(pages, row.default_language, row.url);
  return languages.length > 0 ? { languages } : {};
}

export function presentAnalysis(row: AnalysisRow, pages: readonly PageSummaryRow[]): AnalysisRecord {
  const finishedAt = row.completed_at ?? new Date();
  const processingSeconds = Math.max(0, (finishedAt.getTime() - row.created_at.getTime()) / 1000);
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    error: row.error_code,
    message: row.error_message,
    siteName: row.site_name,
    siteSummary: row.site_summary,
    siteType: row.site_type,
    sitemapFound: row.sitemap_found,
    analysisMethod: row.analysis_method,
    totalPagesFound: row.total_pages_found,
    pageLimit: pageLimit(row),
    discoveredPages:
      row.status === 'completed' ? presentPages(pages, row.site_name, row.default_language) : [],
    defaultLanguage: row.default_language,
    ...presentLanguages(row, pages),
    metrics: {
      cacheHit: row.cache_hit,
      processingTime: Math.round(processingSeconds * 10) / 10,
      apiCalls: row.api_calls,
      costSaved: row.cost_saved,
      estimatedCost: row.estimated_cost,
      cachedPages: row.cached_pages,
    },
    progress: {
      stage: row.stage,
      percent: percent(row),
      pagesFound: row.pages_found,
      pagesFetched: row.pages_fetched,
      pagesScored: row.pages_scored,
      pagesRendered: row.pages_rendered,
      stages: stageProgress(row),
    },
    createdAt: row.created_at.toISOString(),
    completedAt: iso(row.completed_at),
  };
}
