/**
 * Figures the landing page may quote, each measured by our own benchmark and re-measured before it
 * changes here. Analysis time: `npm run bench -- bench/analysis-time.bench.ts -t embedded` (2-core
 * machine at rest, 2026-11-24): 50 pages, 20 ms per response, rule-based scoring; the medians of
 * three invocations of 3 runs each were 0.40, 0.36 and 0.35 s.
 */
export const ANALYSIS_BENCHMARK = { pages: 50, medianSeconds: 0.4, responseMs: 20 } as const;
