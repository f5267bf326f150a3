/* The Monitors feature as the dashboard uses it: the tab, and on an analysis's page its monitor and published address. */
export { AnalysisMonitorLink } from './AnalysisMonitorLink.js';
export { MonitorsTab } from './MonitorsTab.js';
export { PublishedAddress } from './PublishedAddress.js';
