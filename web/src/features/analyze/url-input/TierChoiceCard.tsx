import type { Tier } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { authLink } from '../../auth/auth-links.js';
import { track } from '../../consent/analytics-events.js';
import { planUnavailableReason } from '../../plans/plan-availability.js';
import { formatPlanPrice, planBenefits, TIERS } from '../../plans/plan-catalogue.js';
import { usePlanCatalogue } from '../../plans/use-plan-catalogue.js';
import { useWizard } from '../wizard/WizardProvider.js';
import './url-input.css';

/**
 * 'Choose Your Analysis Type' (docs/product-rules.md, The journey): the four plans, the free one chosen
 * until the visitor picks another (a paid plan is chosen, never defaulted), those this installation
 * cannot sell marked so; once chosen, the ways to sign in and, for a paid plan, the zero-risk guarantee.
 */
export function TierChoiceCard() {
  const { state, dispatch } = useWizard();
  const catalogue = usePlanCatalogue();
  const { plans, guaranteeDays, freeDailyChecks, selfHostedPlan } = catalogue;
  const chosen = state.current === 'AUTH_CHOICE';
  // A plan kept from an earlier visit may not be for sale here (any more): the free plan stands in.
  const current = planUnavailableReason(state.tier, catalogue) === null ? state.tier : 'starter';
  const choose = (tier: Tier) => {
    track('tier_selected', { tier, source: 'wizard' });
    dispatch({ type: 'tier-selected', tier });
  };
  const params = { tier: current, websiteUrl: state.websiteUrl, email: state.userEmail };

  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Choose Your Analysis Type
      </h2>
      <p className="step__lead">
        {state.websiteUrl === '' ? (
          'Pick the plan that fits; you can change it later.'
        ) : (
          <>
            Analyzing <span className="url-text">{state.websiteUrl}</span>. Pick the plan to run it on.
          </>
        )}
      </p>
      <fieldset className="tier-options">
        <legend className="visually-hidden">Plan</legend>
        {TIERS.map((tier) => {
          const plan = plans[tier];
          const unavailable = planUnavailableReason(tier, catalogue);
          const reasonId = `tier-${tier}-unavailable`;
          return (
            <label
              key={tier}
              className={`tier-option${current === tier ? ' tier-option--chosen' : ''}${unavailable ? ' tier-option--unavailable' : ''}`}
            >
              <input
                type="radio"
                name="tier"
                value={tier}
                checked={current === tier}
                disabled={unavailable !== null}
                aria-describedby={unavailable ? reasonId : undefined}
                onChange={() => choose(tier)}
              />
              <span className="tier-option__name">{plan.displayName}</span>
              <span className="tier-option__price">
                {/* A self-hosted installation gives its plan to every account: nothing to pay. */}
                {tier === selfHostedPlan ? 'Included with an account here' : formatPlanPrice(plan)}
              </span>
              <ul className="tier-option__benefits">
                {planBenefits(plan, freeDailyChecks)
                  .slice(0, 3)
                  .map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
              </ul>
              {unavailable && (
                <span id={reasonId} className="tier-option__unavailable">
                  {unavailable}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>

      {!chosen ? (
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => choose(current)}>
            Continue with {plans[current].displayName}
          </button>
        </div>
      ) : (
        <>
          <div className="actions">
            <Link
              className="button button--primary"
              to={authLink('/signup', params)}
              onClick={() => track('signup_click', { source: 'wizard' })}
            >
              Sign Up
            </Link>
            <Link
              className="button button--secondary"
              to={authLink('/login', params)}
              onClick={() => track('login_click', { source: 'wizard' })}
            >
              Sign In
            </Link>
            {current === 'starter' && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => dispatch({ type: 'email-capture-requested', tier: 'starter' })}
              >
                Continue with just my email
              </button>
            )}
          </div>
          {current !== 'starter' && selfHostedPlan === null && (
            <section className="panel guarantee-block" aria-labelledby="zero-risk-title">
              <h3 id="zero-risk-title" className="panel__title">
                Zero-risk guarantee
              </h3>
              <ul>
                <li>{guaranteeDays}-day money back, no questions asked</li>
                <li>Cancel instantly from your dashboard</li>
                <li>Results in 24 hours or your money back</li>
                <li>More useful pages than other generators find, or your money back</li>
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
