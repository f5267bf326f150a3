import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { signpostApi } from '../../api/signpost-api.js';
import { useAuth } from '../auth/AuthProvider.js';

const BILLING_KEY = 'billing';

/** The signed-in account's subscription and refund eligibility, for the Billing tab. */
export function useBillingStatus(userId: string) {
  const status = useQuery({
    queryKey: [BILLING_KEY, 'status', userId],
    queryFn: ({ signal }) => signpostApi.subscriptionStatus(signal),
  });
  const eligibility = useQuery({
    queryKey: [BILLING_KEY, 'refund-eligibility', userId],
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
      queryClient.invalidateQueries({ queryKey: [BILLING_KEY] }),
    ]);
    updateUser(user);
  }, [queryClient, updateUser]);
}
