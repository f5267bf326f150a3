import type { Monitor } from '@signpost/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { MONITOR_MESSAGES, monitorErrorMessage } from '../../api/error-messages/index.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import {
  changeSummary,
  formatDateTime,
  isBaseline,
  nextRunText,
  notifyText,
  SCHEDULE_LABELS,
} from './monitor-format.js';
import { hostOf } from './monitor-site.js';
import { MonitorBadge, monitorBadgeState } from './MonitorBadge.js';
import { MonitorRuns } from './MonitorRuns.js';
import { PublishedAddress } from './PublishedAddress.js';
import { useMonitorActions } from './use-monitors.js';

interface MonitorCardProps {
  userId: string;
  monitor: Monitor;
  /** Whether its runs are open (the address says which monitor's, so a link can open them). */
  shown: boolean;
  onToggle(): void;
  onDeleted(): void;
}

/** One monitored site: its schedule and last run, what can be done with it, and its runs when open. */
export function MonitorCard({ userId, monitor, shown, onToggle, onDeleted }: MonitorCardProps) {
  const id = useId();
  const { update, run, remove } = useMonitorActions(userId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const shownAtFirst = useRef(shown);
  // A link to this monitor (the report mail's) lands on it, below the form; a later toggle does not jump.
  useEffect(() => {
    if (shownAtFirst.current) item.current?.scrollIntoView({ block: 'start' });
  }, []);
  const host = hostOf(monitor.url);
  const badge = monitorBadgeState(monitor);
  const { lastRun } = monitor;
  const running = lastRun?.status === 'running';
  const failure = [
    run.isError ? monitorErrorMessage(run.error, MONITOR_MESSAGES.runFailed) : null,
    update.isError ? monitorErrorMessage(update.error, MONITOR_MESSAGES.updateFailed) : null,
    remove.isError ? monitorErrorMessage(remove.error, MONITOR_MESSAGES.deleteFailed) : null,
  ].find((message) => message !== null);
  const forHost = <span className="visually-hidden"> {host}</span>;

  return (
    <li ref={item} className={`card monitor-card${shown ? ' monitor-card--shown' : ''}`}>
      <div className="monitor-card__head">
        <h3 className="monitor-card__host">{host}</h3>
        {badge !== null && <MonitorBadge state={badge} />}
      </div>
      <p className="monitor-card__url url-text">{monitor.url}</p>
      <dl className="facts facts--inline">
        <div>
          <dt>Schedule</dt>
          <dd>{SCHEDULE_LABELS[monitor.schedule]}</dd>
        </div>
        <div>
          <dt>Next run</dt>
          <dd>{nextRunText(monitor)}</dd>
        </div>
        <div>
          <dt>Last run</dt>
          <dd>
            {lastRun === null ? (
              'Not yet run'
            ) : (
              <time dateTime={lastRun.startedAt}>{formatDateTime(lastRun.startedAt)}</time>
            )}
          </dd>
        </div>
        <div>
          <dt>Changes</dt>
          <dd>{lastRun === null ? '—' : changeSummary(lastRun, isBaseline(lastRun, monitor.createdAt))}</dd>
        </div>
        <div>
          <dt>Told by</dt>
          <dd>{notifyText(monitor.notify)}</dd>
        </div>
      </dl>
      {monitor.publishedUrl !== null && <PublishedAddress url={monitor.publishedUrl} host={host} />}
      {failure !== undefined && (
        <p className="monitor-error" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={shown}
          aria-controls={shown ? `${id}-runs` : undefined}
          onClick={onToggle}
        >
          {shown ? 'Hide runs' : 'Show runs'}
          {forHost}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={running || run.isPending}
          aria-busy={run.isPending}
          onClick={() => run.mutate(monitor.id)}
        >
          {running ? 'Running…' : 'Run now'}
          {forHost}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={update.isPending}
          onClick={() => update.mutate({ monitorId: monitor.id, change: { paused: !monitor.paused } })}
        >
          {monitor.paused ? 'Resume' : 'Pause'}
          {forHost}
        </button>
        <button
          type="button"
          className="button button--danger button--small"
          disabled={remove.isPending}
          onClick={() => setConfirmingDelete(true)}
        >
          Delete{forHost}
        </button>
      </div>
      {shown && (
        <MonitorRuns
          id={`${id}-runs`}
          userId={userId}
          monitorId={monitor.id}
          createdAt={monitor.createdAt}
          host={host}
        />
      )}
      {confirmingDelete && (
        <ConfirmDialog
          open
          title="Delete monitor"
          message={`Stop monitoring ${host} and delete its runs? A published file stays published. This cannot be undone.`}
          confirmLabel="Delete Monitor"
          onConfirm={() => {
            remove.mutate(monitor.id, { onSuccess: onDeleted });
            setConfirmingDelete(false);
          }}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </li>
  );
}
