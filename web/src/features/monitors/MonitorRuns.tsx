import type { MonitorRun } from '@signpost/contracts';
import { useState } from 'react';
import { MONITOR_MESSAGES, monitorErrorMessage } from '../../api/error-messages/index.js';
import { changeSummary, formatDateTime, isBaseline } from './monitor-format.js';
import { MonitorBadge } from './MonitorBadge.js';
import { RunDiff } from './RunDiff.js';
import { useMonitorDetail } from './use-monitors.js';

interface MonitorRunsProps {
  id: string;
  userId: string;
  monitorId: string;
  createdAt: string;
  host: string;
}

/** A monitor's runs, newest first, the newest open; read again every few seconds while one runs. */
export function MonitorRuns({ id, userId, monitorId, createdAt, host }: MonitorRunsProps) {
  const detail = useMonitorDetail(userId, monitorId);
  return (
    <section id={id} className="monitor-details" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="panel__title">
        Runs<span className="visually-hidden"> of {host}</span>
      </h4>
      {detail.isPending && <p role="status">Loading the runs…</p>}
      {detail.isError && (
        <p className="monitor-error" role="alert">
          {monitorErrorMessage(detail.error, MONITOR_MESSAGES.loadRunsFailed)}
        </p>
      )}
      {detail.data?.runs.length === 0 && <p>No runs yet.</p>}
      {detail.data && detail.data.runs.length > 0 && (
        <ol className="monitor-runs">
          {detail.data.runs.map((run, index) => (
            <RunItem
              key={run.id}
              run={run}
              baseline={isBaseline(run, createdAt)}
              initiallyOpen={index === 0}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function RunItem({
  run,
  baseline,
  initiallyOpen,
}: {
  run: MonitorRun;
  baseline: boolean;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <li>
      <details className="monitor-run" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span>
            Run of <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
          </span>
          <MonitorBadge state={run.status} />
          <span>{changeSummary(run, baseline)}</span>
        </summary>
        <div className="monitor-run__body">
          <RunDiff run={run} baseline={baseline} />
        </div>
      </details>
    </li>
  );
}
