export * from './analysis-lifecycle.js';
export type { LifecycleDeps } from './lifecycle-deps.js';
export type { StartAnalysisInput, StartedAnalysis } from './start-analysis.js';
