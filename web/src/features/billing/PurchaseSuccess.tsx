import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.js';
import { authLink } from '../auth/auth-links.js';
import { formatAmount } from '../plans/plan-catalogue.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { continueAnalysisHref } from './purchase-success.js';
import { usePlanChangePolling } from './use-plan-change-polling.js';
import type { PurchaseReturn, PurchaseSuccessState } from './purchase-success.js';
import './purchase-success.css';

interface PurchaseSuccessProps {
  state: PurchaseSuccessState;
  purchase: PurchaseReturn;
  onSignIn(): void;
}

/**
 * The views of /coffee-success (docs/product-rules.md, Billing), with a first one that
 * asks before signing in: a link can carry someone else's purchase.
 */
export function PurchaseSuccess({ state, purchase, onSignIn }: PurchaseSuccessProps) {
  switch (state.kind) {
    case 'confirm':
      return (
        <section className="panel purchase-success">
          <h1 className="page-title">Thank you for your purchase</h1>
          <p>
            Your payment went through. Sign in as <strong>{purchase.email}</strong> to start using your plan.
          </p>
          <p className="purchase-success__note">Only continue if you made this purchase yourself.</p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={onSignIn}>
              Sign in to my new account
            </button>
          </div>
        </section>
      );
    case 'checking':
      return (
        <section className="panel purchase-success" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <h1 className="page-title">Setting up your account...</h1>
          <p role="status">Brewing your analysis credits...</p>
        </section>
      );
    case 'success':
      return <PurchaseReady purchase={purchase} />;
    case 'failed':
      return (
        <section className="panel purchase-success">
          <h1 className="page-title">Thank you for your purchase</h1>
          <p>Your payment went through. Sign in to start using your plan.</p>
          <div className="actions">
            <Link
              to={authLink(state.hasAccount ? '/login' : '/signup', {
                email: purchase.email ?? undefined,
                websiteUrl: purchase.website ?? undefined,
              })}
              className="button button--primary"
            >
              {state.hasAccount ? 'Sign in' : 'Sign up'}
            </Link>
          </div>
        </section>
      );
  }
}

function PurchaseReady({ purchase }: { purchase: PurchaseReturn }) {
  const { plans } = usePlanCatalogue();
  const { user } = useAuth();
  // Signing in may beat Stripe's webhook, which is what moves the account onto the plan.
  usePlanChangePolling(user?.tier === 'starter');
  const solo = plans.solo;
  return (
    <section className="panel purchase-success">
      <h1 className="page-title">Coffee Analysis Ready!</h1>
      <dl className="purchase-success__facts">
        <div>
          <dt>Amount</dt>
          <dd>{formatAmount(solo.priceCents)}</dd>
        </div>
        <div>
          <dt>Analysis credits</dt>
          <dd>{solo.analyses.limit.toLocaleString('en-US')} per month</dd>
        </div>
        {purchase.sessionId !== null && (
          <div>
            <dt>Purchase ID</dt>
            <dd className="purchase-success__id">{purchase.sessionId}</dd>
          </div>
        )}
      </dl>
      <div className="actions">
        {purchase.website !== null && (
          <Link
            to={continueAnalysisHref(purchase.website, purchase.email, user !== null)}
            className="button button--primary"
          >
            Continue Analysis
          </Link>
        )}
        <Link to="/dashboard" className="button button--secondary">
          Go to Dashboard
        </Link>
        <Link to="/analyze" className="button button--secondary">
          Start New Analysis
        </Link>
      </div>
    </section>
  );
}
