import type { User } from '@signpost/contracts';
import { useSearchParams } from 'react-router-dom';
import { MonitorsTab } from '../monitors/index.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { AnalysesTab } from './AnalysesTab.js';
import { BillingTab } from './BillingTab.js';
import { DashboardHeader } from './DashboardHeader.js';
import { DashboardTabs, PANEL_ID, tabId } from './DashboardTabs.js';
import { dashboardTabSearch, parseDashboardTab } from './dashboard-tabs.js';
import type { DashboardTab } from './dashboard-tabs.js';
import { OverviewTab } from './OverviewTab.js';
import { SettingsTab } from './SettingsTab.js';
import { ValidatorTab } from './ValidatorTab.js';
import './dashboard.css';

/** The signed-in dashboard; the open tab lives in the address (`?tab=`), so it can be linked to. */
export function Dashboard({ user }: { user: User }) {
  const [search, setSearch] = useSearchParams();
  const catalogue = usePlanCatalogue();
  const tab = parseDashboardTab(search.get('tab'));
  const select = (next: DashboardTab) => setSearch((current) => dashboardTabSearch(current, next));

  return (
    <>
      <DashboardHeader user={user} />
      <DashboardTabs active={tab} onChange={select} />
      <div id={PANEL_ID} className="dashboard-panel" role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'overview' && <OverviewTab user={user} catalogue={catalogue} />}
        {tab === 'analyses' && <AnalysesTab user={user} />}
        {tab === 'monitors' && <MonitorsTab userId={user.id} />}
        {tab === 'validator' && <ValidatorTab />}
        {tab === 'billing' && <BillingTab user={user} catalogue={catalogue} />}
        {tab === 'settings' && <SettingsTab user={user} catalogue={catalogue} />}
      </div>
    </>
  );
}
