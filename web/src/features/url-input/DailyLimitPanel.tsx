import type { DailyLimitNotice } from '../wizard/wizard-state.js';

interface DailyLimitPanelProps {
  notice: DailyLimitNotice;
  onDismiss(): void;
}

export function DailyLimitPanel({ notice, onDismiss }: DailyLimitPanelProps) {
  const resetAt = notice.resetAt === null ? null : new Date(notice.resetAt);
  const showReset = resetAt !== null && !Number.isNaN(resetAt.getTime());
  return (
    <div className="panel panel--danger" role="alert" aria-labelledby="daily-limit-title">
      <h3 id="daily-limit-title" className="panel__title">
        Daily Limit Reached
      </h3>
      <p>{notice.message}</p>
      {showReset && (
        <p className="panel__meta">
          Your free analyses renew on{' '}
          <time dateTime={resetAt.toISOString()}>
            {resetAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          .
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
