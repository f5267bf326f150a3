import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, tabForKey } from './dashboard-tabs.js';
import type { DashboardTab } from './dashboard-tabs.js';

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const PANEL_ID = 'dashboard-panel';

interface DashboardTabsProps {
  active: DashboardTab;
  onChange(tab: DashboardTab): void;
}

/** The tabs as an ARIA tab list: one Tab stop, arrow keys and Home/End move between them. */
export function DashboardTabs({ active, onChange }: DashboardTabsProps) {
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);

  // On a phone the row scrolls sideways: the open tab (a link may open any) is brought into the row's view.
  useEffect(() => {
    const row = list.current;
    const button = buttons.current.get(active);
    if (!row || !button) return;
    const rowBox = row.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left;
    else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right;
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabForKey(active, event.key);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    buttons.current.get(next)?.focus();
  }

  return (
    <div
      ref={list}
      className="dashboard-tabs"
      role="tablist"
      aria-label="Dashboard sections"
      onKeyDown={onKeyDown}
    >
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
