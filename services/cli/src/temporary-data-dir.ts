import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedEmbeddedDataDir } from '@signpost/db';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

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
    await seedEmbeddedDataDir(dataDir);
    return await work(dataDir);
  } finally {
    removeHandlers();
    await rm(dataDir, { recursive: true, force: true });
  }
}
