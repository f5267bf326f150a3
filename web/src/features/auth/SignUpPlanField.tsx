import type { Tier } from '@signpost/contracts';
import { planUnavailableReason, signUpPlan } from '../plans/plan-availability.js';
import { formatPlanPrice, TIERS } from '../plans/plan-catalogue.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';

interface SignUpPlanFieldProps {
  id: string;
  /** The plan asked for (the link's, or the one picked here). */
  requested: Tier;
  onChange(tier: Tier): void;
}

/**
 * The plan on the sign-up form. Registering always makes a free account (a paid plan is bought after,
 * once the email is verified), so the field says what happens to a paid choice, marks the plans this
 * installation cannot sell, and on a self-hosted one names the plan every account has instead.
 */
export function SignUpPlanField({ id, requested, onChange }: SignUpPlanFieldProps) {
  const catalogue = usePlanCatalogue();
  const { plans, selfHostedPlan } = catalogue;
  const { tier, refused } = signUpPlan(requested, catalogue);

  if (selfHostedPlan !== null) {
    return (
      <div className="notice" role="note">
        <p>
          Every account on this installation has the <strong>{plans[selfHostedPlan].displayName}</strong>{' '}
          plan, without billing.
        </p>
      </div>
    );
  }
  const helpId = `${id}-help`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="field__label">
        Plan
      </label>
      <select
        id={id}
        className="text-input"
        value={tier}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.target.value as Tier)}
      >
        {TIERS.map((option) => {
          const unavailable = planUnavailableReason(option, catalogue) !== null;
          return (
            <option key={option} value={option} disabled={unavailable}>
              {`${plans[option].displayName} (${formatPlanPrice(plans[option])})${unavailable ? ', not available here' : ''}`}
            </option>
          );
        })}
      </select>
      <div id={helpId} className="field__help">
        {refused !== null && (
          <p className="notice notice--warning" role="note">
            {plans[refused].displayName} cannot be bought on this installation: payments are not set up. Your
            account will be on the Free plan.
          </p>
        )}
        {tier !== 'starter' && (
          <p>
            Your account starts on the Free plan. Once your email is verified, pay for{' '}
            {plans[tier].displayName} from the Pricing page; its limits apply as soon as the payment goes
            through.
          </p>
        )}
      </div>
    </div>
  );
}
