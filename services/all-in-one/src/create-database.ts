import '@signpost/db/wasm-baseline-only';
import { loadConfig } from '@signpost/config';
import { connectDatabase, migrateToLatest } from '@signpost/db';

/** Run by prepareEmbeddedDatabase in a child process of its own: creates and migrates the embedded database. */
const database = await connectDatabase(loadConfig().database);
try {
  await migrateToLatest(database.db);
} finally {
  await database.close();
}
