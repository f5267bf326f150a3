import { Link } from 'react-router-dom';
import { MONITORS_TAB_PATH, monitorOfSite, monitorPath } from './monitor-site.js';
import { useMonitorList } from './use-monitors.js';

/**
 * On an analysis's page: the owner's monitor of the analysed site, or, on a plan with monitors, the way
 * to add one. Nothing while the list loads or when it cannot be read: it is a pointer, not the page.
 */
export function AnalysisMonitorLink({ userId, url }: { userId: string; url: string }) {
  const list = useMonitorList(userId);
  if (!list.data) return null;
  const monitor = monitorOfSite(list.data.monitors, url);
  if (monitor !== undefined) {
    return (
      <p className="notice" role="note">
        <Link to={monitorPath(monitor.id)}>
          {monitor.paused ? 'Monitoring paused' : `Monitored ${monitor.schedule}`} — see changes
        </Link>
      </p>
    );
  }
  if (list.data.limit === 0) return null;
  return (
    <p>
      <Link to={`${MONITORS_TAB_PATH}&${new URLSearchParams({ url })}`}>Monitor this site</Link>
    </p>
  );
}
