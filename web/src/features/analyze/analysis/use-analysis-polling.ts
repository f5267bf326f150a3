import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../../api/signpost-api.js';
import { shouldKeepPolling } from './analysis-progress.js';
import { analysisKeys } from '../../../api/queries/analyses.js';

const ANALYSIS_POLL_INTERVAL_MS = 2_000;

/** Reads the analysis every 2 s (docs/product-rules.md, The journey) until it completes or fails. */
export function useAnalysisPolling(analysisId: string | null) {
  return useQuery({
    queryKey: analysisKeys.one(analysisId),
    queryFn: ({ signal }) => signpostApi.getAnalysis(analysisId ?? '', signal),
    enabled: analysisId !== null,
    refetchInterval: (query) =>
      shouldKeepPolling(query.state.data, query.state.error) ? ANALYSIS_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: true,
  });
}
