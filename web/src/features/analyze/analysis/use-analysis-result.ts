import type { AnalysisRecord, DiscoveredPage } from '@signpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { analysisKeys } from '../../../api/queries/analyses.js';
import { signpostApi } from '../../../api/signpost-api.js';
import type { AnalysisSummary } from '../workflow/workflow-state.js';
import { summarizeAnalysis } from './analysis-progress.js';

/** What the review and generate steps show of a finished analysis. */
export interface AnalysisResult {
  pages: DiscoveredPage[];
  summary: AnalysisSummary;
}

const toResult = (record: AnalysisRecord): AnalysisResult => ({
  pages: record.discoveredPages,
  summary: summarizeAnalysis(record),
});

/**
 * A finished analysis, from the query cache its run's polling filled; after a reload it is read
 * once more. A finished analysis does not change, so it is never read again while cached.
 */
export function useAnalysisResult(analysisId: string) {
  return useQuery({
    queryKey: analysisKeys.one(analysisId),
    queryFn: ({ signal }) => signpostApi.getAnalysis(analysisId, signal),
    staleTime: Infinity,
    select: toResult,
  });
}
