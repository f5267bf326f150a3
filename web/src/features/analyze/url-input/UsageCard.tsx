import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../components/ProgressBar.js';
import { usePlanCatalogue } from '../../plans/use-plan-catalogue.js';
import { usagePercent, usageWarning } from '../workflow/usage-warnings.js';
import { useUsage } from './use-usage.js';
import './url-input.css';

/**
 * What the email has used of its plan, with the starter and growth warnings
 * (docs/product-rules.md, Usage and limits).
 */
export function UsageCard({ email }: { email: string }) {
  const usage = useUsage(email);
  const { plans, selfHostedPlan } = usePlanCatalogue();
  const data = usage.data;
  // The card keeps its height while loading, so the form below it does not jump.
  if (data === undefined) return <div className="usage-card usage-card--placeholder" aria-hidden="true" />;

  const plan = plans[data.tier];
  const period = data.limits.period === 'utc-day' ? 'today' : 'this month';
  const warning = usageWarning(data);
  const next = data.tier === 'growth' ? plans.scale : plans.solo;
  return (
    <section className="usage-card" aria-labelledby="usage-card-title">
      <h3 id="usage-card-title" className="usage-card__title">
        {plan.displayName} plan
      </h3>
      <p className="usage-card__figures">
        {data.usage.analysesToday} of {data.limits.dailyAnalyses} analyses used {period}
        {data.tier === 'solo' && data.creditsRemaining !== null && (
          <> · {data.creditsRemaining} credits left</>
        )}
      </p>
      <ProgressBar percent={usagePercent(data)} label="Analyses used" />
      {warning.kind === 'approaching' && (
        <p className="notice notice--warning">
          You have used {warning.used} of your {warning.limit} free analyses today.
        </p>
      )}
      {warning.kind === 'limit-reached' && (
        <p className="notice notice--danger">
          Daily limit reached: your free analyses renew tomorrow.
          {/* A self-hosted installation sells nothing, so there is no way up to offer. */}
          {selfHostedPlan === null && (
            <>
              {' '}
              <Link to="/pricing">Upgrade to {plans.solo.displayName}</Link> to keep going.
            </>
          )}
        </p>
      )}
      {warning.kind === 'upsell' && selfHostedPlan === null && (
        <p className="notice">
          {warning.used} of {warning.limit} analyses used this month.{' '}
          <Link to="/pricing">{next.displayName}</Link> gives {next.analyses.limit.toLocaleString('en-US')} a
          month.
        </p>
      )}
    </section>
  );
}
