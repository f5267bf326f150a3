import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { seedEmbeddedDataDir } from '@signpost/db';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The empty folders of the database's template, listed when the CLI is packed (bundle.config.mjs):
 * npm pack carries no empty folder, and the database does not open without them. The workspace's
 * template has them all, and no list.
 */
const TEMPLATE_FOLDERS = new URL('../dist/embedded-template-folders.json', import.meta.url);

async function seed(dataDir: string): Promise<void> {
  await seedEmbeddedDataDir(dataDir);
  if (!existsSync(TEMPLATE_FOLDERS)) return;
  const folders = z.array(z.string()).parse(JSON.parse(readFileSync(TEMPLATE_FOLDERS, 'utf8')));
  for (const folder of folders) await mkdir(join(dataDir, folder), { recursive: true });
}

/**
 * Runs `work` with a data folder of its own for the embedded database, seeded with the cluster the
 * build made, and deletes the folder afterwards: when the work ends, fails, or the command is
 * stopped by a signal (after which it ends the way the signal would have ended it).
 */
export async function withTemporaryDataDir<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'signpost-cli-'));
  const onSignal = (signal: NodeJS.Signals) => {
    rmSync(dataDir, { recursive: true, force: true });
    removeHandlers();
    process.kill(process.pid, signal);
  };
  const removeHandlers = () => {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  };
  for (const signal of STOP_SIGNALS) process.once(signal, onSignal);
  try {
    await seed(dataDir);
    return await work(dataDir);
  } finally {
    removeHandlers();
    await rm(dataDir, { recursive: true, force: true });
  }
}
