import type { Plan } from '@signpost/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { track } from '../consent/analytics-events.js';
import { formatAmount, planFacts } from '../plans/plan-catalogue.js';
import type { Checkout } from './use-checkout.js';
import type { PlanCardAction } from './plan-card-action.js';

interface PlanCardProps {
  plan: Plan;
  action: PlanCardAction;
  signedIn: boolean;
  checkout: Checkout;
  /** Validator checks and readiness reports a day without an account, for the comparison rows. */
  freeDailyChecks: number;
}

/** One plan on /pricing: its price, the comparison rows and what the viewer can do about it. */
export function PlanCard({ plan, action, signedIn, checkout, freeDailyChecks }: PlanCardProps) {
  const titleId = useId();
  const current = action.kind === 'current';
  return (
    <article className={`card plan-card${current ? ' plan-card--current' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-card__name">
        {plan.displayName}
      </h2>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatAmount(plan.priceCents)}</span>{' '}
        <span className="plan-card__period">per month</span>
      </p>
      <dl className="plan-card__facts">
        {planFacts(plan, freeDailyChecks).map(({ term, value }) => (
          <div key={term} className="plan-card__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="plan-card__action">
        <CardAction plan={plan} action={action} signedIn={signedIn} checkout={checkout} />
      </div>
    </article>
  );
}

function CardAction({ plan, action, signedIn, checkout }: Omit<PlanCardProps, 'freeDailyChecks'>) {
  const reasonId = useId();
  const buyLabel = plan.priceCents === 0 ? 'Start Free' : `Choose ${plan.displayName}`;
  switch (action.kind) {
    case 'current':
      return <p className="plan-card__current">Current plan</p>;
    case 'none':
      return null;
    case 'sign-up':
      return (
        <Link
          to={action.href}
          className="button button--primary"
          onClick={() => track('tier_selected', { tier: plan.tier, source: 'plan-card' })}
        >
          {buyLabel}
        </Link>
      );
    case 'given':
      return (
        <>
          <Link to={action.href} className="button button--primary">
            Create your account
          </Link>
          <p className="plan-card__reason">
            Every account on this installation has this plan, without billing.
          </p>
        </>
      );
    case 'upgrade': {
      const busy = checkout.busyTier === action.tier;
      return (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            track('tier_selected', { tier: action.tier, source: 'plan-card' });
            checkout.start(action.tier);
          }}
          disabled={checkout.busyTier !== null}
          aria-busy={busy}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          Upgrade<span className="visually-hidden"> to {plan.displayName}</span>
        </button>
      );
    }
    case 'unavailable':
      // Disabled buttons cannot take focus, so the reason is shown beside it, not in a tooltip.
      return (
        <>
          <button type="button" className="button button--primary" disabled aria-describedby={reasonId}>
            {signedIn ? 'Upgrade' : buyLabel}
            {signedIn && <span className="visually-hidden"> to {plan.displayName}</span>}
          </button>
          <p id={reasonId} className="plan-card__reason">
            {action.reason}
          </p>
        </>
      );
  }
}
