/* The Monitors feature as the dashboard uses it: the tab, and the pointer on an analysis's page. */
export { AnalysisMonitorLink } from './AnalysisMonitorLink.js';
export { MonitorsTab } from './MonitorsTab.js';
