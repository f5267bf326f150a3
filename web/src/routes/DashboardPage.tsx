import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../components/ToastProvider.js';
import { useAuth } from '../features/auth/AuthProvider.js';
import { BillingManagement } from '../features/billing/BillingManagement.js';
import { PlanGrid } from '../features/billing/PlanGrid.js';
import { CHECKOUT_RETURN_MESSAGES } from '../features/billing/checkout-return-messages.js';
import { useCheckoutReturn } from '../features/billing/use-checkout-return.js';
import { usePlanChangePolling } from '../features/billing/use-plan-change-polling.js';
import { usePlanCatalogue } from '../features/plans/use-plan-catalogue.js';

/**
 * A stand-in for the dashboard, so Stripe's success return (/dashboard?tab=billing&checkout=success)
 * lands somewhere that shows the plan as it changes. The dashboard proper replaces this page.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const catalogue = usePlanCatalogue();
  const { plans } = catalogue;
  const toast = useToast();
  const paid = useCheckoutReturn(
    'success',
    useCallback(() => toast.success(CHECKOUT_RETURN_MESSAGES.succeeded), [toast]),
  );
  usePlanChangePolling(paid);

  return (
    <>
      <title>Dashboard · Signpost</title>
      <h1 className="page-title">Dashboard</h1>
      {user === null ? (
        <p>
          Please sign in to continue. <Link to="/login">Sign in</Link>
        </p>
      ) : (
        <>
          <p aria-live="polite">
            Your plan: <strong>{plans[user.tier].displayName}</strong>
          </p>
          <BillingManagement user={user} />
          <h2>Plans</h2>
          <PlanGrid catalogue={catalogue} user={user} />
        </>
      )}
    </>
  );
}
