export { connectDatabase, embeddedDatabaseExists, type DatabaseHandle } from './connect.js';
export { seedEmbeddedDataDir } from './embedded-template.js';
export { migrateToLatest } from './migrate.js';
export { isDatabaseUnavailable } from './unavailable.js';
export { stageColumns, stageTimes } from './stage-columns.js';
export * from './repositories/index.js';
export type * from './schema.js';
