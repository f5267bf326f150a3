export { firstScheduledRun, PERIOD_SECONDS } from './monitor-schedule.js';
export { monitorWorkers, type MonitorWorkerDeps } from './monitor-workers.js';
export { notifyOwner } from './finish-monitor-run-handler.js';
export { presentMonitor, presentRun } from './present-monitor.js';
export { planRequired, startRunIn, type StartedRun } from './start-monitor-run.js';
export { signWebhook } from './webhook-signature.js';
export { startDueMonitors } from './start-due-monitors.js';
