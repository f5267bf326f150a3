export * from './analysis.js';
export * from './job-context.js';
export * from './test-config.js';
export * from './test-runtime.js';
export * from './pages.js';
export * from './user.js';
