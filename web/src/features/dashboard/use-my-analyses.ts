import type { MyAnalysisDetail, MyAnalysisItem } from '@signpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';
import { analysisKeys } from '../../api/queries/analyses.js';

/** While an analysis runs its row changes (pages found, seconds), so the list is read again this often. */
const RUNNING_REFRESH_MS = 3_000;

const refreshWhileRunning = (running: boolean) => (running ? RUNNING_REFRESH_MS : false);

/** The signed-in account's analyses, kept fresh while any of them is still processing. */
export function useMyAnalyses(userId: string) {
  return useQuery({
    queryKey: analysisKeys.mine(userId),
    queryFn: ({ signal }) => signpostApi.myAnalyses(signal),
    refetchInterval: (query) =>
      refreshWhileRunning(
        (query.state.data ?? []).some((item: MyAnalysisItem) => item.status === 'processing'),
      ),
  });
}

/** One analysis of the account in detail; a 4xx is an answer, not a blip worth retrying. */
export function useMyAnalysis(userId: string, analysisId: string) {
  return useQuery({
    queryKey: analysisKeys.mineOne(userId, analysisId),
    queryFn: ({ signal }) => signpostApi.myAnalysis(analysisId, signal),
    retry: false,
    refetchInterval: (query) =>
      refreshWhileRunning((query.state.data as MyAnalysisDetail | undefined)?.status === 'processing'),
  });
}
