export * from './runtime.js';
export * from './schedule-maintenance.js';
export * from './shutdown.js';
export * from './start-workers.js';
export * from './worker-health-server.js';
