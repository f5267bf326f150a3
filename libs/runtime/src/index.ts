export * from './runtime.js';
export * from './maintenance-workers.js';
export * from './shutdown.js';
export * from './start-workers.js';
export * from './worker-health-server.js';
