export { discoveryStage } from './discovery/discovery-stage.js';
export { extractionStage } from './extraction/extraction-stage.js';
export { scoringStage } from './scoring/scoring-stage.js';
export type { SharedStageParts, StageDeps, StageLifecycle } from './stage-deps.js';
export { createPageThreads, type PageThreads } from './page-threads/page-threads.js';
