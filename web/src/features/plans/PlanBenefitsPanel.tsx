import type { Tier } from '@signpost/contracts';
import { formatPlanPrice, planBenefits } from './plan-catalogue.js';
import { usePlanCatalogue } from './use-plan-catalogue.js';
import './plans.css';

/** What the selected plan gives; follows the plan select as it changes. */
export function PlanBenefitsPanel({ tier }: { tier: Tier }) {
  const { plans, freeDailyChecks, selfHostedPlan } = usePlanCatalogue();
  const plan = plans[tier];
  return (
    <section className="panel plan-panel" aria-labelledby="plan-benefits-title" aria-live="polite">
      <h2 id="plan-benefits-title" className="panel__title">
        {plan.displayName}{' '}
        <span className="plan-panel__price">
          {/* A self-hosted installation gives its plan: there is no price to pay. */}
          {selfHostedPlan === tier ? 'included' : formatPlanPrice(plan)}
        </span>
      </h2>
      <ul className="plan-panel__benefits">
        {planBenefits(plan, freeDailyChecks).map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </section>
  );
}
