import type { Tier } from '@signpost/contracts';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { analyzePath, authLink, readAuthParams } from '../features/auth/auth-links.js';
import { useAuth } from '../features/auth/AuthProvider.js';
import { LegalNote } from '../features/auth/LegalNote.js';
import { SignUpForm } from '../features/auth/SignUpForm.js';
import { GuaranteePanel } from '../features/plans/GuaranteePanel.js';
import { PlanBenefitsPanel } from '../features/plans/PlanBenefitsPanel.js';
import { signUpPlan } from '../features/plans/plan-availability.js';
import { usePlanCatalogue } from '../features/plans/use-plan-catalogue.js';

/** docs/product-rules.md, Screens: sign-up starts on the free plan unless the link names another. */
const DEFAULT_SIGNUP_TIER: Tier = 'starter';

export function SignupPage() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const params = readAuthParams(search);
  const [tier, setTier] = useState<Tier>(params.tier ?? DEFAULT_SIGNUP_TIER);
  const catalogue = usePlanCatalogue();
  const shown = signUpPlan(tier, catalogue).tier;
  // Registering signs the new user in; they go on to /check-email, not to the signed-in redirect.
  const [registered, setRegistered] = useState(false);

  if (user !== null && !registered) return <Navigate to={analyzePath(params.websiteUrl)} replace />;

  return (
    <div className="auth-page auth-page--with-aside">
      <title>Create your account · Signpost</title>
      <section className="card auth-card" aria-labelledby="signup-title">
        <h1 id="signup-title" className="auth-card__title">
          Create Your Account
        </h1>
        <SignUpForm
          initialEmail={params.email}
          tier={tier}
          onTierChange={setTier}
          websiteUrl={params.websiteUrl}
          onRegistered={() => setRegistered(true)}
          footer={
            <>
              <LegalNote />
              <p className="auth-form__links">
                Already have an account? <Link to={authLink('/login', { ...params, tier })}>Sign in</Link>
              </p>
            </>
          }
        />
      </section>
      <div>
        <PlanBenefitsPanel tier={shown} />
        {catalogue.selfHostedPlan === null && <GuaranteePanel />}
      </div>
    </div>
  );
}
