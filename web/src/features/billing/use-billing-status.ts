import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { signpostApi } from '../../api/signpost-api.js';
import { useAuth } from '../auth/AuthProvider.js';
import { billingKeys } from '../../api/queries/billing.js';

/** The signed-in account's subscription and refund eligibility, for the Billing tab. */
export function useBillingStatus(userId: string) {
  const status = useQuery({
    queryKey: billingKeys.status(userId),
    queryFn: ({ signal }) => signpostApi.subscriptionStatus(signal),
  });
  const eligibility = useQuery({
    queryKey: billingKeys.refundEligibility(userId),
    queryFn: ({ signal }) => signpostApi.refundEligibility(signal),
  });
  return { status, eligibility };
}

/** Reads the plan again after it changed here: the account (header, badges) and the billing queries. */
export function useReloadPlan(): () => Promise<void> {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const [{ user }] = await Promise.all([
      signpostApi.me(),
      queryClient.invalidateQueries({ queryKey: billingKeys.all() }),
    ]);
    updateUser(user);
  }, [queryClient, updateUser]);
}
