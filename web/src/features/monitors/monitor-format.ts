import type {
  LiveFileStatus,
  Monitor,
  MonitorList,
  MonitorRun,
  MonitorRunStatus,
  MonitorSchedule,
} from '@signpost/contracts';

export const SCHEDULE_LABELS: Record<MonitorSchedule, string> = { daily: 'Daily', weekly: 'Weekly' };

export const RUN_STATUS_LABELS: Record<MonitorRunStatus, string> = {
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** The live /llms.txt the site serves, in words (the badge colour alone would not say it). */
export const LIVE_FILE_TEXT: Record<LiveFileStatus, string> = {
  missing: 'The site serves no /llms.txt yet.',
  matches: 'The site’s /llms.txt matches the file Signpost made.',
  differs: 'The site’s /llms.txt differs from the file Signpost made.',
};

export function liveFileText(liveFile: MonitorRun['liveFile']): string {
  return liveFile === null
    ? 'The site’s /llms.txt was not checked on this run.'
    : LIVE_FILE_TEXT[liveFile.status];
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** How the owner hears of changes, e.g. "Email and webhook". */
export function notifyText(notify: Monitor['notify']): string {
  const ways = [notify.email ? 'email' : null, notify.webhookUrl === undefined ? null : 'webhook'];
  const said = ways.filter((way) => way !== null).join(' and ');
  return said === '' ? 'Only here' : `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}

/** When the monitor runs next, or why it does not. */
export function nextRunText(monitor: Pick<Monitor, 'paused' | 'nextRunAt'>): string {
  if (monitor.paused) return 'Paused';
  return monitor.nextRunAt === null ? 'Not scheduled' : formatDateTime(monitor.nextRunAt);
}

/**
 * Whether a run is the monitor's baseline: the first run starts in the transaction that makes the
 * monitor, so it carries the same time; it has nothing before it to compare with.
 */
export function isBaseline(run: MonitorRun, monitorCreatedAt: string): boolean {
  return Math.abs(Date.parse(run.startedAt) - Date.parse(monitorCreatedAt)) < 1_000;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A run in a few words: "Baseline", "No changes", or its counts such as "2 added, 1 broken link". */
export function changeSummary(run: MonitorRun, baseline: boolean): string {
  if (run.status === 'running') return 'Running now…';
  if (run.status === 'failed') return 'Failed';
  if (run.status === 'skipped') return 'Skipped';
  const parts = [
    run.added.length > 0 ? `${run.added.length} added` : null,
    run.removed.length > 0 ? `${run.removed.length} removed` : null,
    run.changed.length > 0 ? `${run.changed.length} changed` : null,
    run.brokenLinks.length > 0 ? plural(run.brokenLinks.length, 'broken link', 'broken links') : null,
  ].filter((part) => part !== null);
  if (parts.length > 0) return parts.join(', ');
  return baseline ? 'Baseline: pages recorded' : 'No changes';
}

export interface RunSection {
  key: 'added' | 'removed' | 'changed' | 'brokenLinks';
  title: string;
  urls: readonly string[];
}

/** The four lists of a run's diff, in the order they show; empty ones are kept to say "none". */
export function runSections(run: MonitorRun): RunSection[] {
  return [
    { key: 'added', title: 'Added', urls: run.added },
    { key: 'removed', title: 'Removed', urls: run.removed },
    { key: 'changed', title: 'Changed', urls: run.changed },
    { key: 'brokenLinks', title: 'Broken links', urls: run.brokenLinks },
  ];
}

/** Lists longer than this show their first few and a button for the rest. */
export const COLLAPSED_URL_COUNT = 5;

export function splitUrls(urls: readonly string[], expanded: boolean, limit = COLLAPSED_URL_COUNT) {
  const shown = expanded ? urls : urls.slice(0, limit);
  return { shown, hiddenCount: urls.length - shown.length };
}

/** Whether any of these runs is still going: the lists are read again every few seconds until none is. */
export function anyRunning(runs: readonly (MonitorRun | null)[]): boolean {
  return runs.some((run) => run?.status === 'running');
}

export type MonitorAllowance = 'upgrade' | 'full' | 'open';

/** What the plan allows now: no monitors at all, no more of them, or another. */
export function monitorAllowance(list: MonitorList): MonitorAllowance {
  if (list.limit === 0) return 'upgrade';
  return list.monitors.length >= list.limit ? 'full' : 'open';
}
