import { DEFAULT_PLANS, GUARANTEE_DAYS } from '@signpost/contracts';
import type { PlanCatalogue } from '@signpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';
import { planKeys } from '../../api/queries/plans.js';

/** The catalogue changes only when the server is reconfigured, which a visit need not notice. */
const PLANS_STALE_MS = 60 * 60 * 1000;

export interface PlanCatalogueView {
  plans: PlanCatalogue;
  guaranteeDays: number;
  /** Whether this installation takes payments; null until the server has said (or if it could not). */
  paymentsEnabled: boolean | null;
}

/**
 * The server's plan catalogue, with its overrides. The contracts' defaults stand in while it loads
 * or when it cannot be read, so every screen can show prices at once.
 */
export function usePlanCatalogue(): PlanCatalogueView {
  const query = useQuery({
    queryKey: planKeys.catalogue(),
    queryFn: ({ signal }) => signpostApi.plans(signal),
    staleTime: PLANS_STALE_MS,
  });
  if (query.data === undefined) {
    return { plans: DEFAULT_PLANS, guaranteeDays: GUARANTEE_DAYS, paymentsEnabled: null };
  }
  return query.data;
}
