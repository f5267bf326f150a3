const DAY_MS = 24 * 3600 * 1000;

/** The UTC day a moment falls in, as [start, end). */
export function utcDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Whole seconds from now until a moment, at least 1: what Retry-After says. */
export function secondsUntil(moment: Date, now: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}
