export { createSignpostMcpServer } from './signpost-server.js';
export { registerSignpostTools, type SignpostToolDeps } from './signpost-tools.js';
export type { AnalysisFollowing } from './analysis-wait.js';
export { ERROR_META_KEY } from './tool-results.js';
