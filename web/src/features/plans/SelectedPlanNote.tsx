import type { Tier } from '@signpost/contracts';
import { formatPlanPrice } from './plan-catalogue.js';
import { usePlanCatalogue } from './use-plan-catalogue.js';
import './plans.css';

/** The plan a visitor picked before signing in, so the choice is not lost on the way. */
export function SelectedPlanNote({ tier }: { tier: Tier }) {
  const plan = usePlanCatalogue().plans[tier];
  return (
    <p className="notice selected-plan">
      Selected plan: <strong>{plan.displayName}</strong> ({formatPlanPrice(plan)})
    </p>
  );
}
