import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@signpost/config';

const SECRET_FILE = 'jwt-secret';

/**
 * The key that signs access tokens. JWT_SECRET when set; the embedded default keeps a generated one in
 * its data folder (so sessions survive a restart) or, in memory, for the process's life. Gateways that
 * run apart must share one, so there it is required.
 */
export async function resolveJwtSecret(config: Pick<Config, 'auth' | 'database'>): Promise<string> {
  if (config.auth.jwtSecret) return config.auth.jwtSecret;
  const { database } = config;
  if (database.kind === 'postgres') {
    throw new Error('JWT_SECRET is required when the database is Postgres: every gateway must sign alike.');
  }
  if (database.dataDir === 'memory://') return randomBytes(32).toString('base64url');
  const path = join(database.dataDir, SECRET_FILE);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(database.dataDir, { recursive: true });
  await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
    // Another process of the same installation wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return (await readFile(path, 'utf8')).trim();
}
