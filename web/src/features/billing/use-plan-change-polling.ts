import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { signpostApi } from '../../api/signpost-api.js';
import { useAuth } from '../auth/AuthProvider.js';
import { billingKeys } from '../../api/queries/billing.js';

const POLL_INTERVAL_MS = 2_000;
const POLL_LIMIT_MS = 20_000;

/**
 * After a paid checkout, re-reads the account every 2 s for up to 20 s until its tier moves: Stripe's
 * webhook applies the plan a moment after the browser comes back, not before.
 */
export function usePlanChangePolling(active: boolean): void {
  const { user, updateUser } = useAuth();
  const [startedAt] = useState(() => Date.now());
  const [fromTier] = useState(() => user?.tier ?? null);
  const waiting = active && user !== null && user.tier === fromTier;

  useQuery({
    queryKey: billingKeys.planChange(user?.id),
    enabled: waiting,
    queryFn: async ({ signal }) => {
      const { user: fresh } = await signpostApi.me(signal);
      updateUser(fresh);
      return fresh;
    },
    refetchInterval: () => (Date.now() - startedAt < POLL_LIMIT_MS ? POLL_INTERVAL_MS : false),
  });
}
