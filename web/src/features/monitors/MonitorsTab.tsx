import type { CreatedMonitor, MonitorList } from '@signpost/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MONITOR_MESSAGES, monitorErrorMessage, SERVER_ERRORS } from '../../api/error-messages/index.js';
import { AddMonitorForm } from './AddMonitorForm.js';
import { monitorAllowance } from './monitor-format.js';
import { hostOf, MONITOR_PARAM, withShownMonitor } from './monitor-site.js';
import { MonitorCard } from './MonitorCard.js';
import { useMonitorActions, useMonitorList } from './use-monitors.js';
import { WebhookSecretNotice } from './WebhookSecretNotice.js';
import './monitors.css';

/** The query parameter the analysis page's "Monitor this site" link fills the form's address with. */
const URL_PARAM = 'url';

/**
 * Monitors: the sites read again on a schedule, adding one (within the plan's count), and each one's
 * runs. `?monitor=<id>` opens that monitor's runs, as the report mail links to them.
 */
export function MonitorsTab({ userId }: { userId: string }) {
  const list = useMonitorList(userId);
  const [search, setSearch] = useSearchParams();
  const shownId = search.get(MONITOR_PARAM);
  const show = (monitorId: string | null) => setSearch((current) => withShownMonitor(current, monitorId));

  if (list.isPending) return <p role="status">Loading your monitors…</p>;
  if (list.isError) {
    return (
      <div className="panel panel--danger" role="alert">
        <p>{monitorErrorMessage(list.error, MONITOR_MESSAGES.loadFailed)}</p>
        <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
          Try Again
        </button>
      </div>
    );
  }

  const { monitors } = list.data;
  const unknownShown = shownId !== null && !monitors.some((monitor) => monitor.id === shownId);
  return (
    <>
      <section className="panel" aria-labelledby="monitors-title">
        <h2 id="monitors-title" className="panel__title">
          Monitors
        </h2>
        <p>
          Signpost reads each monitored site again on its schedule, keeps your published llms.txt current, and
          tells you which pages were added, removed or changed and which links broke.
        </p>
        <AddMonitorPanel userId={userId} list={list.data} initialUrl={search.get(URL_PARAM) ?? ''} />
      </section>
      {unknownShown && (
        <p className="notice notice--warning" role="note">
          That monitor is not one of yours any more; it may have been deleted.
        </p>
      )}
      {monitors.length === 0 ? (
        list.data.limit > 0 && <p>You monitor no sites yet.</p>
      ) : (
        <section aria-labelledby="monitored-sites-title">
          <h2 id="monitored-sites-title" className="section-title">
            Monitored sites ({monitors.length})
          </h2>
          <ul className="monitor-list">
            {monitors.map((monitor) => (
              <MonitorCard
                key={monitor.id}
                userId={userId}
                monitor={monitor}
                shown={monitor.id === shownId}
                onToggle={() => show(monitor.id === shownId ? null : monitor.id)}
                onDeleted={() => {
                  if (monitor.id === shownId) show(null);
                }}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The form when the plan has room, else why not: no monitors in the plan, or all of them in use. */
function AddMonitorPanel({
  userId,
  list,
  initialUrl,
}: {
  userId: string;
  list: MonitorList;
  initialUrl: string;
}) {
  const { create } = useMonitorActions(userId);
  const [created, setCreated] = useState<CreatedMonitor | null>(null);
  const allowance = monitorAllowance(list);
  return (
    <>
      {created?.webhookSecret !== undefined && (
        <WebhookSecretNotice
          host={hostOf(created.url)}
          secret={created.webhookSecret}
          onDone={() => setCreated(null)}
        />
      )}
      {created !== null && (
        <p role="status">
          Monitoring {hostOf(created.url)}. Its first run records the baseline that later runs compare with.
        </p>
      )}
      {allowance === 'upgrade' && (
        <div className="notice notice--warning" role="note">
          <p>
            Your plan does not include monitors. {SERVER_ERRORS.plan_required.message}{' '}
            <Link to="/pricing">See the plans with monitors</Link>
          </p>
        </div>
      )}
      {allowance === 'full' && (
        <p className="notice" role="note">
          You monitor {list.monitors.length} of the {list.limit} sites your plan allows. Delete a monitor to
          add another, or <Link to="/pricing">upgrade to monitor more</Link>.
        </p>
      )}
      {allowance === 'open' && (
        <>
          <p className="panel__meta">
            {list.monitors.length} of {list.limit} monitors in use.
          </p>
          <AddMonitorForm
            initialUrl={initialUrl}
            pending={create.isPending}
            error={create.isError ? monitorErrorMessage(create.error, MONITOR_MESSAGES.createFailed) : null}
            onAdd={(request, done) =>
              create.mutate(request, {
                onSuccess: (monitor) => {
                  setCreated(monitor);
                  done();
                },
              })
            }
          />
        </>
      )}
    </>
  );
}
