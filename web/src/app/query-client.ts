import { QueryClient } from '@tanstack/react-query';

/**
 * The app's data-fetching defaults: no automatic retries, no refetch on focus, data never
 * stale unless a query says otherwise. Polling queries set their own interval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
