import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../../api/signpost-api.js';
import { usageKeys } from '../../../api/queries/usage.js';

/**
 * The workflow page refreshes usage every 10 s; elsewhere 60 s is enough
 * (docs/product-rules.md, Usage and limits).
 */
const WORKFLOW_USAGE_REFETCH_MS = 10_000;
const USAGE_STALE_MS = 30_000;

/** The caller's usage for an email; nothing is asked until there is an email to ask about. */
export function useUsage(email: string) {
  return useQuery({
    queryKey: usageKeys.ofEmail(email),
    queryFn: ({ signal }) => signpostApi.usage(email.trim(), signal),
    enabled: email.trim() !== '',
    refetchInterval: WORKFLOW_USAGE_REFETCH_MS,
    staleTime: USAGE_STALE_MS,
    retry: 1,
  });
}
