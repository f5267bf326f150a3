/**
 * The workflow's circuit breaker (docs/product-rules.md, The journey): the same event in the same state is
 * ignored once it has happened too often in a short window, so a render loop or a flood of late
 * answers cannot spin the wizard. Completion has a tighter rule because it must happen once.
 */

export interface BreakerRule {
  maxEvents: number;
  windowMs: number;
}

export const DEFAULT_BREAKER_RULE: BreakerRule = { maxEvents: 10, windowMs: 60_000 };
export const COMPLETION_BREAKER_RULE: BreakerRule = { maxEvents: 3, windowMs: 30_000 };

/** Per `state:event` key: how many times it happened since the window opened. */
export type BreakerCounters = Readonly<Record<string, { count: number; since: number }>>;

export function breakerKey(state: string, event: string): string {
  return `${state}:${event}`;
}

/**
 * Counts one occurrence of `key` at `now`. Answers null when the event must be ignored (the
 * counters are then left as they are), else the counters with this occurrence added.
 */
export function countEvent(
  counters: BreakerCounters,
  key: string,
  rule: BreakerRule,
  now: number,
): BreakerCounters | null {
  const entry = counters[key];
  const fresh = entry === undefined || now - entry.since >= rule.windowMs;
  if (!fresh && entry.count >= rule.maxEvents) return null;
  return {
    ...pruned(counters, now),
    [key]: fresh ? { count: 1, since: now } : { count: entry.count + 1, since: entry.since },
  };
}

/** Drops windows older than the longest rule, so the counters stay small over a long visit. */
function pruned(counters: BreakerCounters, now: number): Record<string, { count: number; since: number }> {
  const kept: Record<string, { count: number; since: number }> = {};
  for (const [key, entry] of Object.entries(counters)) {
    if (now - entry.since < DEFAULT_BREAKER_RULE.windowMs) kept[key] = entry;
  }
  return kept;
}
