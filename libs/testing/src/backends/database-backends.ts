import type { DatabaseConfig } from '@signpost/config';
import { createTestDatabase } from './postgres.js';

export interface TestDatabaseBackend {
  config: DatabaseConfig;
  cleanup(): Promise<void>;
}

/**
 * The two databases every query must work on, for `describe.each`: a fresh Postgres database and an
 * in-memory PGlite.
 */
export const DATABASE_BACKENDS: [name: string, setup: () => Promise<TestDatabaseBackend>][] = [
  [
    'postgres',
    async () => {
      const database = await createTestDatabase();
      return { config: { kind: 'postgres', url: database.url, poolSize: 5 }, cleanup: database.drop };
    },
  ],
  ['pglite', async () => ({ config: { kind: 'pglite', dataDir: 'memory://' }, cleanup: async () => {} })],
];
