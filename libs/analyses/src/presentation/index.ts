export * from './present-analysis.js';
export * from './render-selection.js';
export * from './present-account-analysis.js';
export * from './language-files.js';
export * from './published-copies.js';
