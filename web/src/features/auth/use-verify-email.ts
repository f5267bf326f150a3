import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';
import { authKeys } from '../../api/queries/auth.js';

export type Verification =
  | { view: 'loading' }
  | { view: 'verified'; email: string }
  | { view: 'already-verified'; email: string }
  | { view: 'failed'; error: unknown };

/**
 * Verifies the link's token once. The query is never refetched or cancelled: the token works once,
 * so asking again (a remount, a regained focus) would turn a success into a failure.
 */
export function useVerifyEmail(token: string): Verification {
  const query = useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => signpostApi.verifyEmail(token),
    // Spelled out rather than left to the app's defaults, which might one day allow a second ask.
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (query.isPending) return { view: 'loading' };
  if (query.isError) return { view: 'failed', error: query.error };
  const { success, alreadyVerified, email } = query.data;
  if (alreadyVerified) return { view: 'already-verified', email };
  return success ? { view: 'verified', email } : { view: 'failed', error: null };
}
