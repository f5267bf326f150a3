import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, tabForKey } from './dashboard-tabs.js';
import type { DashboardTab } from './dashboard-tabs.js';

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const PANEL_ID = 'dashboard-panel';

interface DashboardTabsProps {
  active: DashboardTab;
  onChange(tab: DashboardTab): void;
}

/** The five tabs as an ARIA tab list: one Tab stop, arrow keys and Home/End move between them. */
export function DashboardTabs({ active, onChange }: DashboardTabsProps) {
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabForKey(active, event.key);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    buttons.current.get(next)?.focus();
  }

  return (
    <div className="dashboard-tabs" role="tablist" aria-label="Dashboard sections" onKeyDown={onKeyDown}>
      {DASHBOARD_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          className="dashboard-tabs__tab"
          aria-selected={tab === active}
          aria-controls={PANEL_ID}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {DASHBOARD_TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
