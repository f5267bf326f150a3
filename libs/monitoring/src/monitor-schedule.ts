import { createHash } from 'node:crypto';
import type { MonitorSchedule } from '@signpost/contracts';

export const PERIOD_SECONDS: Record<MonitorSchedule, number> = { daily: 86_400, weekly: 604_800 };

/**
 * A monitor's own moment in its period, from its id: a thousand monitors made in the same minute
 * still start spread over the whole day (or week), never all at once.
 */
function placeInPeriod(monitorId: string, periodMs: number): number {
  return createHash('sha256').update(monitorId).digest().readUInt32BE(0) % periodMs;
}

/** The first scheduled run after `now` at the monitor's place in its period, at least half a period away. */
export function firstScheduledRun(monitorId: string, schedule: MonitorSchedule, now: Date): Date {
  const periodMs = PERIOD_SECONDS[schedule] * 1000;
  const periodStart = Math.floor(now.getTime() / periodMs) * periodMs;
  let at = periodStart + placeInPeriod(monitorId, periodMs);
  while (at < now.getTime() + periodMs / 2) at += periodMs;
  return new Date(at);
}
