export * from './analysis-failures.js';
export * from './app-error.js';
