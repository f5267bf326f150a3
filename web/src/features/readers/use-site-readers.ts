import { READERS_DEFAULT_DAYS } from '@signpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { readersKeys } from '../../api/queries/readers.js';
import { signpostApi } from '../../api/signpost-api.js';

/** Counts arrive within a minute of a read, so an open chart is read again each minute. */
const REFRESH_MS = 60_000;

/** Who read the account's published file of `site` over the last 30 days. */
export function useSiteReaders(userId: string, site: string) {
  return useQuery({
    queryKey: readersKeys.ofSite(userId, site),
    queryFn: ({ signal }) => signpostApi.siteReaders(site, READERS_DEFAULT_DAYS, signal),
    retry: false,
    refetchInterval: REFRESH_MS,
  });
}
