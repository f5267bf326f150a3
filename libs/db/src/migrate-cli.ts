import { loadConfig, describeBackends } from '@signpost/config';
import { createLogger } from '@signpost/logger';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';

const config = loadConfig();
const logger = createLogger(config, 'migrate');
const handle = await connectDatabase(config.database);
try {
  const applied = await migrateToLatest(handle.db);
  logger.info({ database: describeBackends(config).database, applied }, 'database schema is up to date');
} finally {
  await handle.close();
}
