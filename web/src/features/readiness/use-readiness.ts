import type { ReadinessRequest, SharedReadinessReport } from '@signpost/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readinessKeys } from '../../api/queries/readiness.js';
import { signpostApi } from '../../api/signpost-api.js';

/**
 * One check of a site. The answer is stored under its id, so showing it by id (as a shared link does)
 * reads the cache instead of asking the server again.
 */
export function useReadinessCheck(onChecked: (report: SharedReadinessReport) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReadinessRequest) => signpostApi.checkAgentReadiness(request),
    onSuccess: (report) => {
      queryClient.setQueryData(readinessKeys.report(report.id), report);
      onChecked(report);
    },
  });
}

/** A stored report by its id (null: none chosen yet); reports never change, so it is read once. */
export function useSharedReport(reportId: string | null) {
  return useQuery({
    queryKey: readinessKeys.report(reportId ?? ''),
    queryFn: ({ signal }) => signpostApi.sharedReadinessReport(reportId ?? '', signal),
    enabled: reportId !== null,
  });
}
