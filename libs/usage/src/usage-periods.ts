const DAY_MS = 24 * 3600 * 1000;

export interface Period {
  start: Date;
  end: Date;
}

/** The UTC day a moment falls in. */
export function utcDay(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The same day of the month `months` later, clamped to the month's last day (Jan 31 -> Feb 28). */
function addMonths(moment: Date, months: number): Date {
  const target = new Date(moment);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(moment.getUTCDate(), lastDay));
  return target;
}

/** The billing month, counted from its anchor (the subscription's start), that contains now. */
export function billingMonth(anchor: Date, now: Date): Period {
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth();
  if (addMonths(anchor, months) > now) months -= 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/** Whole seconds from now until a moment, at least 1: what Retry-After says. */
export function secondsUntil(moment: Date, now: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}
