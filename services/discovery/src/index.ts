export { discoveryStage } from './handlers.js';
