import type { ApplyEventDeps } from './apply-stripe-event.js';
import { writePlan } from './subscription-plan.js';

/** Accounts looked at per run; the rest wait for the next run. */
const RENEWALS_PER_RUN = 200;

/**
 * The safety net of solo credits: an account on solo whose billing period has ended without the
 * renewal's invoice.paid being applied has its subscription re-read from Stripe and written, which
 * starts the new period with full credits when Stripe has begun it. Writing the same period again
 * keeps the credits left, so a run that races the webhook never hands out a second month's credits.
 * Returns the ids of the accounts whose new period began with this run.
 */
export async function reconcileSoloRenewals(
  deps: Omit<ApplyEventDeps, 'queue'>,
  now = new Date(),
): Promise<string[]> {
  const due = await deps.repos.users.listSoloPastPeriodEnd(now, RENEWALS_PER_RUN);
  const renewed: string[] = [];
  for (const account of due) {
    if (!account.stripe_subscription_id) continue;
    const subscription = await deps.stripe.subscriptions.retrieve(account.stripe_subscription_id);
    const moved = await deps.repos.transaction(async (tx) => {
      const current = await tx.users.getForUpdate(account.id);
      if (!current || current.stripe_subscription_id !== subscription.id) return false;
      const plan = await writePlan(tx, current, subscription, deps);
      return (
        plan?.periodStart != null && plan.periodStart.getTime() !== current.billing_period_start?.getTime()
      );
    });
    if (moved) renewed.push(account.id);
  }
  if (renewed.length > 0) deps.logger.warn({ renewed }, 'solo renewals missed by the webhook were applied');
  return renewed;
}
