/** The dashboard's six tabs, in the order they show (docs/product-rules.md, Screens, `?tab=`). */
export const DASHBOARD_TABS = [
  'overview',
  'analyses',
  'monitors',
  'validator',
  'billing',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const DEFAULT_DASHBOARD_TAB: DashboardTab = 'overview';

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  analyses: 'My Analyses',
  monitors: 'Monitors',
  validator: 'Validator',
  billing: 'Billing',
  settings: 'Settings',
};

/** The tab a `?tab=` value names; anything else (missing, misspelt, other case) is the overview. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? DEFAULT_DASHBOARD_TAB;
}

/** The tab a keyboard key moves to from `current` (ARIA tabs pattern), or null for other keys. */
export function tabForKey(current: DashboardTab, key: string): DashboardTab | null {
  const index = DASHBOARD_TABS.indexOf(current);
  const count = DASHBOARD_TABS.length;
  switch (key) {
    case 'ArrowRight':
      return DASHBOARD_TABS[(index + 1) % count] ?? null;
    case 'ArrowLeft':
      return DASHBOARD_TABS[(index - 1 + count) % count] ?? null;
    case 'Home':
      return DASHBOARD_TABS[0];
    case 'End':
      return DASHBOARD_TABS[count - 1] ?? null;
    default:
      return null;
  }
}

/** The address of a tab, keeping the rest of the query (a checkout return, for one). */
export function dashboardTabSearch(current: URLSearchParams, tab: DashboardTab): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  return next;
}
