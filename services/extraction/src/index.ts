export { extractionStage } from './handlers.js';
