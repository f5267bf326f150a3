export * from './fail-analysis.js';
export * from './publish-progress.js';
export * from './resume-analysis.js';
export * from './runtime.js';
export * from './shutdown.js';
export * from './worker-health-server.js';
export * from './start-workers.js';
export * from './maintenance.js';
