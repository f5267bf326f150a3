import type { User } from '@signpost/contracts';
import { TIERS } from '../plans/plan-catalogue.js';
import type { PlanCatalogueView } from '../plans/use-plan-catalogue.js';
import { PlanCard } from './PlanCard.js';
import { planCardAction } from './plan-card-action.js';
import { useCheckout } from './use-checkout.js';
import './billing.css';

/** The four plans side by side, each with what the viewer can do about it. */
export function PlanGrid({ catalogue, user }: { catalogue: PlanCatalogueView; user: User | null }) {
  const checkout = useCheckout();
  const { paymentsEnabled, selfHostedPlan, freeDailyChecks } = catalogue;
  const context = { user, paymentsEnabled, selfHostedPlan };
  return (
    <div className="plan-grid">
      {TIERS.map((tier) => (
        <PlanCard
          key={tier}
          plan={catalogue.plans[tier]}
          action={planCardAction(tier, context)}
          signedIn={user !== null}
          checkout={checkout}
          freeDailyChecks={freeDailyChecks}
        />
      ))}
    </div>
  );
}
