export * from './analysis-lifecycle.js';
export type { StartAnalysisInput, StartedAnalysis } from './start-analysis.js';
