import type { User } from '@signpost/contracts';
import { useState } from 'react';
import { BILLING_MESSAGES } from '../../api/error-messages/index.js';
import type { SubscriptionStatus } from '../../api/signpost-api.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.js';
import { RefundDialog } from './RefundDialog.js';
import { showsRefundBanner } from './refund-banner.js';
import { useBillingPortal } from './use-billing-portal.js';
import { useBillingStatus, useReloadPlan } from './use-billing-status.js';
import './billing-management.css';

type OpenDialog = 'refund' | 'cancel' | null;

const formatDate = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', { dateStyle: 'long' });

/** The Billing tab's management block: subscription status, the portal, refund and cancellation. */
export function BillingManagement({ user }: { user: User }) {
  const { status, eligibility } = useBillingStatus(user.id);
  const { plans } = usePlanCatalogue();
  const portal = useBillingPortal();
  const reloadPlan = useReloadPlan();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const subscription = status.data?.subscriptions[0];
  const periodEnd = subscription ? formatDate(subscription.currentPeriodEnd) : null;
  const closeAndReload = () => {
    setDialog(null);
    void reloadPlan();
  };

  return (
    <section className="panel" aria-labelledby="billing-title">
      <h2 id="billing-title" className="panel__title">
        Billing
      </h2>
      {showsRefundBanner(eligibility.data, user.tier) && (
        <div className="notice" role="note">
          <p>
            You are inside the money-back guarantee: ask for a full refund of{' '}
            {eligibility.data?.amountFormatted ?? 'your payment'} at any time in the first 30 days.
          </p>
          <button type="button" className="button button--secondary" onClick={() => setDialog('refund')}>
            Request refund
          </button>
        </div>
      )}
      {status.isError && (
        <p className="billing-alert" role="alert">
          {BILLING_MESSAGES.statusFailed}
        </p>
      )}
      {status.data && <StatusFacts status={status.data} planName={plans[status.data.tier].displayName} />}
      {status.data?.hasActiveSubscription && (
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            onClick={portal.open}
            disabled={portal.busy}
          >
            Manage billing
          </button>
          {user.tier !== 'starter' && !subscription?.cancelAtPeriodEnd && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('cancel')}>
              Cancel subscription
            </button>
          )}
        </div>
      )}
      <RefundDialog
        open={dialog === 'refund'}
        amount={eligibility.data?.amountFormatted ?? null}
        onClose={() => setDialog(null)}
        onRefunded={closeAndReload}
      />
      {user.tier !== 'starter' && (
        <CancelSubscriptionDialog
          open={dialog === 'cancel'}
          periodEnd={periodEnd}
          onClose={() => setDialog(null)}
          onCancelled={closeAndReload}
        />
      )}
    </section>
  );
}

function StatusFacts({ status, planName }: { status: SubscriptionStatus; planName: string }) {
  const subscription = status.subscriptions[0];
  return (
    <dl className="billing-status__facts">
      <div>
        <dt>Plan</dt>
        <dd>{planName}</dd>
      </div>
      <div>
        <dt>Subscription</dt>
        <dd>{subscription ? subscription.status : 'None'}</dd>
      </div>
      {subscription && (
        <div>
          <dt>{subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
          <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
        </div>
      )}
      {status.creditsRemaining !== null && (
        <div>
          <dt>Credits remaining</dt>
          <dd>{status.creditsRemaining}</dd>
        </div>
      )}
    </dl>
  );
}
