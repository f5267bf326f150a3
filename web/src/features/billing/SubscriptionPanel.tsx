import type { User } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { formatPlanPrice } from '../plans/plan-catalogue.js';
import type { PlanCatalogueView } from '../plans/use-plan-catalogue.js';
import './billing.css';

interface SubscriptionPanelProps {
  catalogue: PlanCatalogueView;
  user: User | null;
}

/**
 * The subscription management block of the pricing page (docs/product-rules.md, Screens, /subscription):
 * the viewer's plan, where billing is managed, and the way back to the app.
 */
export function SubscriptionPanel({ catalogue, user }: SubscriptionPanelProps) {
  return (
    <section id="subscription" className="panel subscription-panel" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="panel__title">
        Manage your subscription
      </h2>
      <SubscriptionSummary catalogue={catalogue} user={user} />
      <div className="actions">
        <Link to="/analyze" className="button button--secondary">
          Back to App
        </Link>
      </div>
    </section>
  );
}

function SubscriptionSummary({ catalogue, user }: SubscriptionPanelProps) {
  if (user === null) {
    return (
      <p>
        <Link to="/login">Sign in</Link> to see your plan and manage your subscription.
      </p>
    );
  }
  const plan = catalogue.plans[user.tier];
  return (
    <>
      <p>
        You are on the <strong>{plan.displayName}</strong> plan ({formatPlanPrice(plan)}).
        {user.creditsRemaining !== null && ` ${user.creditsRemaining} analysis credits left this month.`}
      </p>
      {plan.priceCents > 0 && catalogue.selfHostedPlan === null && (
        <p>
          Update your card, cancel, or ask for a full refund within {catalogue.guaranteeDays} days of your
          first payment from <Link to="/dashboard?tab=billing">the Billing tab of your dashboard</Link>.
        </p>
      )}
    </>
  );
}
