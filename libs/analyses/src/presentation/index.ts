export * from './present-analysis.js';
export * from './render-selection.js';
