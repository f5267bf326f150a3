import {
  connectDatabase,
  createRepositories,
  migrateToLatest,
  type DatabaseHandle,
  type Repositories,
} from '@signpost/db';
import type { TestDatabaseBackend } from './database-backends.js';

export interface OpenTestDatabase {
  db: DatabaseHandle['db'];
  repos: Repositories;
  close(): Promise<void>;
}

/** A migrated database of one test backend, with its repositories; close() also removes it. */
export async function openTestDatabase(setup: () => Promise<TestDatabaseBackend>): Promise<OpenTestDatabase> {
  const backend = await setup();
  const handle = await connectDatabase(backend.config);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    await backend.cleanup();
    throw error;
  }
  return {
    db: handle.db,
    repos: createRepositories(handle.db),
    close: async () => {
      await handle.close();
      await backend.cleanup();
    },
  };
}
