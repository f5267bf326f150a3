import type { User } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { useBillingStatus } from '../billing/use-billing-status.js';
import { showsRefundBanner } from '../billing/refund-banner.js';
import { formatPlanPrice } from '../plans/plan-catalogue.js';
import type { PlanCatalogueView } from '../plans/use-plan-catalogue.js';
import { formatDate } from './analysis-format.js';
import { Fact } from './Fact.js';

interface OverviewTabProps {
  user: User;
  catalogue: PlanCatalogueView;
}

/** The refund guarantee, the account and its plan at a glance. */
export function OverviewTab({ user, catalogue }: OverviewTabProps) {
  const { eligibility } = useBillingStatus(user.id);
  const plan = catalogue.plans[user.tier];
  const period = plan.analyses.period === 'utc-day' ? 'a day' : 'a month';

  return (
    <>
      {showsRefundBanner(eligibility.data, user.tier) && (
        <aside className="notice dashboard-refund" aria-label="Money-back guarantee">
          <p>
            <strong>{catalogue.guaranteeDays}-day money-back guarantee.</strong> Not happy? Ask for a full
            refund of {eligibility.data?.amountFormatted ?? 'your payment'}, no questions asked.
          </p>
          <Link to="/dashboard?tab=billing" className="button button--secondary button--small">
            Request refund
          </Link>
        </aside>
      )}
      <div className="dashboard-grid">
        <section className="panel" aria-labelledby="account-info-title">
          <h2 id="account-info-title" className="panel__title">
            Account
          </h2>
          <dl className="facts">
            <Fact label="Email">
              <span className="dashboard-email">{user.email}</span>{' '}
              {user.emailVerified ? (
                <span className="status-badge status-badge--completed">Verified</span>
              ) : (
                <span className="status-badge status-badge--processing">Pending verification</span>
              )}
            </Fact>
            <Fact label="Member since">{formatDate(user.createdAt)}</Fact>
          </dl>
        </section>
        <section className="panel" aria-labelledby="current-plan-title">
          <h2 id="current-plan-title" className="panel__title">
            Current plan
          </h2>
          <p className="dashboard-plan__name">
            {plan.displayName}{' '}
            <span className="panel__meta">
              {catalogue.selfHostedPlan === null ? formatPlanPrice(plan) : 'included'}
            </span>
          </p>
          <ul className="dashboard-plan__facts">
            <li>
              {plan.analyses.limit} analyses {period}
            </li>
            <li>Up to {plan.maxPagesPerAnalysis.toLocaleString('en-US')} pages per analysis</li>
            {user.creditsRemaining !== null && <li>{user.creditsRemaining} credits left this month</li>}
            {plan.monitors > 0 && <li>Monitors for up to {plan.monitors} sites</li>}
            {plan.apiAccess && <li>API access</li>}
          </ul>
          {catalogue.selfHostedPlan === null ? (
            <Link to="/dashboard?tab=billing" className="button button--secondary button--small">
              {user.tier === 'scale' ? 'Manage billing' : 'Upgrade or manage'}
            </Link>
          ) : (
            <p className="panel__meta">Every account on this installation has this plan, without billing.</p>
          )}
        </section>
      </div>
    </>
  );
}
