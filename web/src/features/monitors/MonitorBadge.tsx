import type { Monitor, MonitorRunStatus } from '@signpost/contracts';
import { RUN_STATUS_LABELS } from './monitor-format.js';

type BadgeState = MonitorRunStatus | 'paused';

/** The dashboard's status badge tints: a run under way and a pause both wait. */
const TINTS: Record<BadgeState, string> = {
  running: 'processing',
  completed: 'completed',
  failed: 'failed',
  skipped: 'failed',
  paused: 'processing',
};

const SYMBOLS: Record<BadgeState, string> = {
  running: '↻',
  completed: '✓',
  failed: '✕',
  skipped: '–',
  paused: '❚❚',
};

/** A run's state, or the monitor's pause, in words with a tint and a symbol that repeat them. */
export function MonitorBadge({ state }: { state: BadgeState }) {
  return (
    <span className={`status-badge status-badge--${TINTS[state]}`}>
      <span aria-hidden="true">{SYMBOLS[state]} </span>
      {state === 'paused' ? 'Paused' : RUN_STATUS_LABELS[state]}
    </span>
  );
}

/** The badge a monitor's heading carries: paused first, else its last run's state. */
export function monitorBadgeState(monitor: Monitor): BadgeState | null {
  if (monitor.paused) return 'paused';
  return monitor.lastRun?.status ?? null;
}
