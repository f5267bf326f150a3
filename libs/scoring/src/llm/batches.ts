export interface BatchLimits {
  /** Estimated page tokens one request may carry. */
  tokenBudget: number;
  /** Pages one request may carry (bounds the answer's length, hence its latency). */
  maxPages: number;
  /** Requests that can run at once; batches are split to keep them all busy. */
  concurrency: number;
  /** Never split below this many pages per request: each request repeats the instructions. */
  minPagesPerSplit: number;
}

export const DEFAULT_MAX_PAGES_PER_BATCH = 20;
export const MIN_PAGES_PER_SPLIT = 8;

/** Fills requests in order, each up to the token and page limits. */
function packGreedily<T extends { tokens: number }>(items: readonly T[], limits: BatchLimits): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let tokens = 0;
  for (const item of items) {
    if (
      current.length > 0 &&
      (tokens + item.tokens > limits.tokenBudget || current.length >= limits.maxPages)
    ) {
      batches.push(current);
      current = [];
      tokens = 0;
    }
    current.push(item);
    tokens += item.tokens;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * How many requests to make: at least what the limits need, raised to a multiple of the concurrency
 * (or to the concurrency itself for small sites) when that keeps at least `minPagesPerSplit` pages in
 * each, so that no round of requests runs with idle slots.
 */
function balancedCount(pages: number, needed: number, limits: BatchLimits): number {
  const rounded =
    needed >= limits.concurrency
      ? Math.ceil(needed / limits.concurrency) * limits.concurrency
      : Math.min(limits.concurrency, Math.floor(pages / limits.minPagesPerSplit));
  const affordable = rounded > needed && pages / rounded >= limits.minPagesPerSplit;
  return affordable ? rounded : needed;
}

function splitEvenly<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, index) =>
    items.slice(Math.floor((index * items.length) / count), Math.floor(((index + 1) * items.length) / count)),
  );
}

/**
 * Groups pages into requests sized by tokens, not by count: as few requests as the budgets allow,
 * evenly filled so that they finish together.
 */
export function planBatches<T extends { tokens: number }>(items: readonly T[], limits: BatchLimits): T[][] {
  if (items.length === 0) return [];
  const greedy = packGreedily(items, limits);
  const even = splitEvenly(items, balancedCount(items.length, greedy.length, limits));
  const fits = (batch: readonly T[]) =>
    batch.length <= limits.maxPages &&
    batch.reduce((sum, item) => sum + item.tokens, 0) <= limits.tokenBudget;
  return even.every(fits) ? even : greedy;
}
