import { useCallback } from 'react';
import { useAuth } from '../features/auth/AuthProvider.js';
import { CHECKOUT_RETURN_MESSAGES } from '../features/billing/checkout-return-messages.js';
import { PlanGrid } from '../features/billing/PlanGrid.js';
import { SubscriptionPanel } from '../features/billing/SubscriptionPanel.js';
import { useCheckoutReturn } from '../features/billing/use-checkout-return.js';
import { GuaranteePanel } from '../features/plans/GuaranteePanel.js';
import { PaymentsNotice } from '../features/plans/PaymentsNotice.js';
import { usePlanCatalogue } from '../features/plans/use-plan-catalogue.js';
import { useToast } from '../components/ToastProvider.js';

export function PricingPage() {
  const { user } = useAuth();
  const catalogue = usePlanCatalogue();
  const selfHosted = catalogue.selfHostedPlan !== null;
  const toast = useToast();
  useCheckoutReturn(
    'cancelled',
    useCallback(() => toast.info(CHECKOUT_RETURN_MESSAGES.cancelled), [toast]),
  );

  return (
    <>
      <title>Pricing · Signpost</title>
      <h1 className="page-title">Pricing</h1>
      <p className="step__lead">
        {/* A self-hosted installation sells nothing: the plans are shown for what each one includes. */}
        {selfHosted
          ? 'What each plan includes: monitors, publishing, readiness reports and the API.'
          : 'Start free, and move up when your sites need more pages, more analyses, monitors or API access.'}
      </p>
      <PaymentsNotice catalogue={catalogue} />
      <PlanGrid catalogue={catalogue} user={user} />
      {!selfHosted && <GuaranteePanel />}
      <SubscriptionPanel catalogue={catalogue} user={user} />
    </>
  );
}
