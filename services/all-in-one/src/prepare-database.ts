import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '@signpost/config';
import { embeddedDatabaseExists } from '@signpost/db';

const CREATE_DATABASE = fileURLToPath(new URL('./create-database.js', import.meta.url));

/**
 * Creating the embedded database runs initdb in a second, throw-away Postgres and copies its files
 * around, which leaves this process several hundred megabytes heavier until a full garbage
 * collection and about 90 MB heavier for good (freed allocations the C library keeps). A short-lived
 * child process creates and migrates it instead, so the first start weighs what every later start does.
 */
export async function prepareEmbeddedDatabase(config: DatabaseConfig): Promise<void> {
  if (config.kind !== 'pglite' || config.dataDir === 'memory://' || embeddedDatabaseExists(config.dataDir))
    return;
  const child = spawn(process.execPath, [...process.execArgv, CREATE_DATABASE], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`creating the embedded database in ${config.dataDir} failed (exit ${code})`);
}
