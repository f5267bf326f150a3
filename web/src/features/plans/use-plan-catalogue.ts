import { DEFAULT_PLANS, GUARANTEE_DAYS } from '@signpost/contracts';
import type { PlanCatalogue, Tier } from '@signpost/contracts';
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
  /** The plan every account has on a self-hosted installation (SELF_HOSTED_PLAN); null otherwise or unknown. */
  selfHostedPlan: Tier | null;
  /** Validator checks and readiness reports a day without an account. */
  freeDailyChecks: number;
}

/** VALIDATOR_DAILY_LIMIT's default, shown until the server has said. */
const DEFAULT_FREE_DAILY_CHECKS = 3;

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
    return {
      plans: DEFAULT_PLANS,
      guaranteeDays: GUARANTEE_DAYS,
      paymentsEnabled: null,
      selfHostedPlan: null,
      freeDailyChecks: DEFAULT_FREE_DAILY_CHECKS,
    };
  }
  return query.data;
}
