import type { User } from '@signpost/contracts';
import { useCallback } from 'react';
import { useToast } from '../../components/ToastProvider.js';
import { BillingManagement } from '../billing/BillingManagement.js';
import { PlanGrid } from '../billing/PlanGrid.js';
import { CHECKOUT_RETURN_MESSAGES } from '../billing/checkout-return-messages.js';
import { useCheckoutReturn } from '../billing/use-checkout-return.js';
import { usePlanChangePolling } from '../billing/use-plan-change-polling.js';
import { PaymentsNotice } from '../plans/PaymentsNotice.js';
import type { PlanCatalogueView } from '../plans/use-plan-catalogue.js';

interface BillingTabProps {
  user: User;
  catalogue: PlanCatalogueView;
}

/**
 * Subscription status, the portal, refund and cancellation, and the plans. Stripe's success return
 * lands here (/dashboard?tab=billing&checkout=success), so the plan is watched until the webhook lands.
 */
export function BillingTab({ user, catalogue }: BillingTabProps) {
  const toast = useToast();
  const paid = useCheckoutReturn(
    'success',
    useCallback(() => toast.success(CHECKOUT_RETURN_MESSAGES.succeeded), [toast]),
  );
  usePlanChangePolling(paid);

  return (
    <>
      <p aria-live="polite">
        Your plan: <strong>{catalogue.plans[user.tier].displayName}</strong>
      </p>
      <PaymentsNotice catalogue={catalogue} />
      <BillingManagement user={user} />
      <h2 className="section-title">Plans</h2>
      <PlanGrid catalogue={catalogue} user={user} />
    </>
  );
}
