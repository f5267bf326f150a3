import type { PlanCatalogueView } from '../plans/use-plan-catalogue.js';

/**
 * What verifying an email unlocks, in the words of the spec's success note: password reset, and plan
 * upgrades where this installation sells plans (not on a self-hosted one, nor with payments off).
 */
export function verificationUnlocks({
  paymentsEnabled,
  selfHostedPlan,
}: Pick<PlanCatalogueView, 'paymentsEnabled' | 'selfHostedPlan'>): string {
  return paymentsEnabled === false || selfHostedPlan !== null
    ? 'password reset'
    : 'password reset and tier upgrades';
}
