import { siteOf } from '@signpost/contracts';
import type { Monitor } from '@signpost/contracts';

/** Where the Monitors tab lives; the report mail links here with `&monitor=<id>` to open one monitor. */
export const MONITORS_TAB_PATH = '/dashboard?tab=monitors';

/** The query parameter naming the monitor whose runs are shown. */
export const MONITOR_PARAM = 'monitor';

/**
 * The site an address belongs to, as the server keys monitors: host, lower case, no leading `www.`,
 * with a port that is not the scheme's default. Null for an address that is not one.
 */
export function siteKeyOf(url: string): string | null {
  try {
    return siteOf(url);
  } catch {
    return null;
  }
}

/** The owner's monitor of the site an address belongs to, if any. */
export function monitorOfSite(monitors: readonly Monitor[], url: string): Monitor | undefined {
  const site = siteKeyOf(url);
  return site === null ? undefined : monitors.find((monitor) => siteKeyOf(monitor.url) === site);
}

/** The host (with a port that is not the default) to head a monitor with; the address itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The link to one monitor's runs on the tab. */
export function monitorPath(monitorId: string): string {
  return `${MONITORS_TAB_PATH}&${new URLSearchParams({ [MONITOR_PARAM]: monitorId })}`;
}

/** The address with a monitor's runs shown, or none (null), keeping the rest of the query. */
export function withShownMonitor(current: URLSearchParams, monitorId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (monitorId === null) next.delete(MONITOR_PARAM);
  else next.set(MONITOR_PARAM, monitorId);
  return next;
}
