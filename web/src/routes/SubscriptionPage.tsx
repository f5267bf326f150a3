import { useAuth } from '../features/auth/AuthProvider.js';
import { SubscriptionPanel } from '../features/billing/SubscriptionPanel.js';
import { PaymentsNotice } from '../features/plans/PaymentsNotice.js';
import { usePlanCatalogue } from '../features/plans/use-plan-catalogue.js';

/** Subscription management: the same block the pricing page shows (docs/product-rules.md, Screens). */
export function SubscriptionPage() {
  const { user } = useAuth();
  const catalogue = usePlanCatalogue();
  return (
    <>
      <title>Subscription · Signpost</title>
      <h1 className="page-title">Subscription</h1>
      <PaymentsNotice catalogue={catalogue} />
      <SubscriptionPanel catalogue={catalogue} user={user} />
    </>
  );
}
