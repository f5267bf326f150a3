const cpuMsOf = (work: () => unknown) => {
  const start = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1_000;
};

/**
 * The CPU milliseconds of this process that `work` costs, as the least of up to five runs, stopping
 * at the first under `boundMs`. Wall time would also measure whatever else the machine runs; even CPU
 * time stretches on a loaded machine (shared caches, collector threads), while what an input costs is
 * its quickest run. A super-linear input stays far over any bound however often it runs.
 */
export function leastCpuMs(work: () => unknown, boundMs: number): number {
  return leastPreparedCpuMs(() => undefined, work, boundMs);
}

/** As leastCpuMs, for work that uses up its input: each run gets a fresh one, prepared outside the clock. */
export function leastPreparedCpuMs<T>(
  prepare: () => T,
  work: (input: T) => unknown,
  boundMs: number,
): number {
  let least = Infinity;
  for (let attempt = 0; attempt < 5 && least >= boundMs; attempt += 1) {
    const input = prepare();
    least = Math.min(
      least,
      cpuMsOf(() => work(input)),
    );
  }
  return least;
}
