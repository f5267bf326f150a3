export { scoringStage } from './handlers.js';
