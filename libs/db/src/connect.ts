import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '@signpost/config';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  ping(): Promise<void>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * Postgres through `pg` when a URL is given; otherwise PGlite persisted in the data folder.
 * `onIdleError` hears about idle pooled connections the server closed (a restart, a failover, an
 * administrator); the pool drops such a connection by itself, and without a listener the error would
 * end the process.
 */
export async function connectDatabase(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const db =
    config.kind === 'postgres'
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(config, onIdleError) }) })
      : new Kysely<Database>({ dialect: new PGliteDialect({ pglite: await openPglite(config.dataDir) }) });
  return {
    db,
    kind: config.kind,
    ping: async () => {
      await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    },
    close: () => db.destroy(),
  };
}

function createPool(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  onIdleError: (error: Error) => void,
) {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  pool.on('error', onIdleError);
  // A client that is checked out when the server goes away emits 'error' besides failing its query;
  // with nobody listening, that would end the process instead of failing one request.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * PGlite's Postgres keeps its stock 128 MB of shared buffers inside the process's own memory, which
 * is most of what the embedded default weighs. One user's analyses touch a few megabytes at a time,
 * and the data folder is read through the operating system's page cache anyway.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dataDir: string): Promise<PGlite> {
  if (dataDir === 'memory://') return PGlite.create({ startParams: PGLITE_START_PARAMS });
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create(pgliteFolder(dataDir), { startParams: PGLITE_START_PARAMS });
}

/** Whether the data folder already holds an embedded database (Postgres writes PG_VERSION when it creates one). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'));
}

function pgliteFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}
