import type { CreatedApiKey } from '@signpost/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';
import { apiKeyKeys } from '../../api/queries/api-keys.js';

/** The account's API keys (never their secrets), and making and revoking them. */
export function useApiKeys(userId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = apiKeyKeys.list(userId);
  const keys = useQuery({
    queryKey,
    enabled,
    queryFn: ({ signal }) => signpostApi.listApiKeys(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const create = useMutation({
    mutationFn: (name: string): Promise<CreatedApiKey> => signpostApi.createApiKey({ name }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (keyId: string) => signpostApi.revokeApiKey(keyId),
    onSuccess: refresh,
  });
  return { keys, create, revoke };
}
