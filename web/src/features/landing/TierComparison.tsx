import { Link } from 'react-router-dom';
import { track } from '../consent/analytics-events.js';
import { formatPlanPrice, planFacts, TIERS } from '../plans/plan-catalogue.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import './landing.css';

/** The four plans in brief, every figure from the catalogue; /pricing has the full cards. */
export function TierComparison() {
  const { plans, guaranteeDays, freeDailyChecks } = usePlanCatalogue();
  return (
    <section id="plans" className="landing-section" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="section-title">
        Plans for every site
      </h2>
      <ul className="landing-grid">
        {TIERS.map((tier) => {
          const plan = plans[tier];
          return (
            <li key={tier} className="card landing-card tiers__plan">
              <h3 className="tiers__name">{plan.displayName}</h3>
              <p className="tiers__price">{formatPlanPrice(plan)}</p>
              <dl className="tiers__facts">
                {planFacts(plan, freeDailyChecks).map(({ term, value }) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <Link
                to={`/signup?tier=${tier}`}
                className="button button--secondary"
                onClick={() => track('tier_selected', { tier, source: 'landing' })}
              >
                {plan.priceCents === 0 ? 'Start Free' : `Choose ${plan.displayName}`}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="landing-note">
        Paid plans come with a {guaranteeDays}-day money-back guarantee.{' '}
        <Link to="/pricing">Compare plans</Link>
      </p>
    </section>
  );
}
