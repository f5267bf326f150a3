import type { MyAnalysisDetail, MyAnalysisItem } from '@signpost/contracts';
import type { AnalysisRow, PageSummaryRow } from '@signpost/db';
import { presentAnalysis } from './present-analysis.js';

/** An analysis as one row of the dashboard's list. */
export function presentListItem(row: AnalysisRow): MyAnalysisItem {
  const record = presentAnalysis(row, []);
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    tier: row.tier,
    discoveredPagesCount: row.pages_found,
    siteType: row.site_type,
    analysisMethod: row.analysis_method,
    createdAt: record.createdAt,
    processingTime: record.metrics.processingTime,
    metrics: { aiCallsUsed: row.api_calls, cachedPages: row.cached_pages },
  };
}

/**
 * An analysis as the detail page shows it. The time a cache hit saved is not measured yet (it needs
 * the first run's scoring time), so it is reported as none rather than guessed.
 */
export function presentDetail(row: AnalysisRow, pages: readonly PageSummaryRow[]): MyAnalysisDetail {
  const record = presentAnalysis(row, pages);
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    createdAt: record.createdAt,
    discoveredPages: record.discoveredPages,
    analysisMetadata: {
      tier: row.tier,
      siteType: row.site_type,
      analysisMethod: row.analysis_method,
      totalPagesFound: row.total_pages_found,
      message: row.error_message,
      metrics: {
        processingTime: record.metrics.processingTime,
        aiCallsUsed: row.api_calls,
        cachedPages: row.cached_pages,
        estimatedCost: row.estimated_cost,
        cacheHit: row.cache_hit,
        costSaved: row.cost_saved,
        timeSaved: 0,
      },
    },
  };
}
