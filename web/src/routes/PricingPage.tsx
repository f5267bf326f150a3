import { useCallback } from 'react';
import { useAuth } from '../features/auth/AuthProvider.js';
import { CHECKOUT_RETURN_MESSAGES } from '../features/billing/checkout-return-messages.js';
import { PlanGrid } from '../features/billing/PlanGrid.js';
import { SubscriptionPanel } from '../features/billing/SubscriptionPanel.js';
import { useCheckoutReturn } from '../features/billing/use-checkout-return.js';
import { GuaranteePanel } from '../features/plans/GuaranteePanel.js';
import { usePlanCatalogue } from '../features/plans/use-plan-catalogue.js';
import { useToast } from '../components/ToastProvider.js';

export function PricingPage() {
  const { user } = useAuth();
  const catalogue = usePlanCatalogue();
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
        Start free, and move up when your sites need more pages, more analyses or API access.
      </p>
      {catalogue.paymentsEnabled === false && (
        <p className="notice notice--warning" role="note">
          Payments are not set up on this installation, so paid plans cannot be bought here yet. The free plan
          and everything else work as usual.
        </p>
      )}
      <PlanGrid catalogue={catalogue} user={user} />
      <GuaranteePanel />
      <SubscriptionPanel catalogue={catalogue} user={user} />
    </>
  );
}
