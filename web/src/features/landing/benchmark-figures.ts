/**
 * Figures the landing page may quote, each measured by our own benchmark and re-measured before it
 * changes here. Analysis time: `npm run bench -- bench/analysis-time.bench.ts -t embedded` (2-core
 * machine, 2026-11-24): 50 pages, 20 ms per response, rule-based scoring, median of 3 runs.
 */
export const ANALYSIS_BENCHMARK = { pages: 50, medianSeconds: 4.2, responseMs: 20 } as const;
