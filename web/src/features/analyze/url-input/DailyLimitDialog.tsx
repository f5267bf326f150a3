import { useId } from 'react';
import { Link } from 'react-router-dom';
import { WORKFLOW_MESSAGES } from '../../../api/error-messages/index.js';
import { useModalDialog } from '../../../components/use-modal-dialog.js';
import { authLink } from '../../auth/auth-links.js';
import { formatPlanPrice } from '../../plans/plan-catalogue.js';
import { usePlanCatalogue } from '../../plans/use-plan-catalogue.js';
import type { DailyLimitNotice } from '../workflow/workflow-state.js';
import '../../../components/confirm-dialog.css';
import './url-input.css';

interface DailyLimitDialogProps {
  notice: DailyLimitNotice;
  signedIn: boolean;
  email: string;
  websiteUrl: string;
  onDismiss(): void;
}

/**
 * The red 'Daily Limit Reached' dialog: the server's reason, the usage and the way up
 * (docs/product-rules.md, Usage and limits).
 */
export function DailyLimitDialog({ notice, signedIn, email, websiteUrl, onDismiss }: DailyLimitDialogProps) {
  const dialog = useModalDialog(true);
  const titleId = useId();
  const { plans, selfHostedPlan } = usePlanCatalogue();
  const upgrade = plans[notice.suggestedUpgrade ?? 'solo'];
  // A self-hosted installation sells nothing, so there is no way up to offer.
  const offersUpgrade = selfHostedPlan === null;
  const href = signedIn
    ? '/dashboard?tab=billing'
    : authLink('/signup', { tier: upgrade.tier, email, websiteUrl });
  const resetAt = notice.resetAt === null ? null : new Date(notice.resetAt);
  const showReset = resetAt !== null && !Number.isNaN(resetAt.getTime());
  const showUsage = notice.analysesToday !== undefined && notice.dailyAnalyses !== undefined;

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onDismiss}>
      <div className="panel panel--danger" role="alert">
        <h2 id={titleId} className="panel__title">
          {WORKFLOW_MESSAGES.dailyLimitTitle}
        </h2>
        <p>{notice.message}</p>
        {showUsage && (
          <p className="panel__meta">
            Used today: {notice.analysesToday} of {notice.dailyAnalyses} analyses
          </p>
        )}
        {showReset && (
          <p className="panel__meta">
            Your free analyses renew on{' '}
            <time dateTime={resetAt.toISOString()}>
              {resetAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            .
          </p>
        )}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          Close
        </button>
        {offersUpgrade && (
          <Link className="button button--primary" to={href}>
            Upgrade to {upgrade.displayName} ({formatPlanPrice(upgrade)})
          </Link>
        )}
      </div>
    </dialog>
  );
}
