import type { ScheduledJobName } from '@signpost/contracts';
import { JOB_ID_SEPARATOR } from '../job-definitions.js';

/** The id of a scheduled job's run in the period that contains `now`: one run per period. */
export function periodJobId(name: ScheduledJobName, everyMs: number, now: number): string {
  return [name, Math.floor(now / everyMs)].join(JOB_ID_SEPARATOR);
}

/**
 * The in-process twin of BullMQ's job schedulers: a job is added at once and then every period, under
 * an id of its period, so asking twice for the same schedule still adds one job per period.
 */
export class InProcessSchedule {
  private readonly timers = new Map<ScheduledJobName, NodeJS.Timeout>();

  constructor(
    private readonly add: (name: ScheduledJobName, id: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  every(name: ScheduledJobName, everyMs: number): void {
    if (this.timers.has(name)) return;
    const addRun = () => this.add(name, periodJobId(name, everyMs, this.now()));
    addRun();
    const timer = setInterval(addRun, everyMs);
    // The schedule alone never keeps a process alive.
    timer.unref();
    this.timers.set(name, timer);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }
}
