import { runHashes, type TextPrint } from './text-signals.js';

/** Word runs this long are rarely shared by chance; shared ones were copied. */
const RUN_LENGTH = 8;
/** One run in this many (by hash) is kept, so a large site's runs stay few in memory. */
const SAMPLE_EVERY = 8;
/** Pages with fewer sampled runs than this are too short to measure. */
const MIN_SAMPLED_RUNS = 5;

function sampledRuns(tokens: TextPrint): number[] {
  return [...new Set(runHashes(tokens, RUN_LENGTH).filter((run) => run % SAMPLE_EVERY === 0))];
}

/** Marks a run held by more than one group. */
const SHARED = -1;

/**
 * Share (0-1) of each page's own text also found on pages outside its near-duplicate group: a tag
 * page, an archive or a category grid is assembled from excerpts of the pages it lists, while an
 * article only lends a sentence or two to them. Pages of one group (a page and its near copies) do
 * not count as borrowing from each other; that is the near-duplicate signal's job.
 */
export function borrowedShares(
  pages: readonly { url: string; tokens: TextPrint; group: number }[],
): Map<string, number> {
  const runsOf = pages.map((page) => ({ page, runs: sampledRuns(page.tokens) }));
  const holder = new Map<number, number>();
  for (const { page, runs } of runsOf) {
    for (const run of runs) {
      const seen = holder.get(run);
      if (seen === undefined) holder.set(run, page.group);
      else if (seen !== page.group) holder.set(run, SHARED);
    }
  }
  const shares = new Map<string, number>();
  for (const { page, runs } of runsOf) {
    if (runs.length < MIN_SAMPLED_RUNS) {
      shares.set(page.url, 0);
      continue;
    }
    const shared = runs.filter((run) => holder.get(run) === SHARED).length;
    shares.set(page.url, Math.round((shared / runs.length) * 100) / 100);
  }
  return shares;
}
