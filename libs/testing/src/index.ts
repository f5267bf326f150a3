export * from './fixture-site.js';
export * from './postgres.js';
export * from './redis.js';
export * from './database-backends.js';
export * from './factories/index.js';
export * from './metric-samples.js';
export * from './script-built-site.js';
export * from './cpu-time.js';
