export { discoveryStage } from './discovery/discovery-stage.js';
export { extractionStage } from './extraction/extraction-stage.js';
export { scoringStage } from './scoring/scoring-stage.js';
