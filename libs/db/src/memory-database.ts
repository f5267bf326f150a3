import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-start-params.js';

/** Made by the build (make-embedded-template.ts): an empty cluster as initdb leaves it, before any migration. */
export const EMBEDDED_TEMPLATE_FILE = fileURLToPath(
  new URL('../dist/embedded-template.tar.gz', import.meta.url),
);

/**
 * An in-memory database (the CLI's, the tests'). Creating one from nothing runs initdb inside this
 * process, which takes its peak memory to about twice what the database needs afterwards (1 GB with
 * V8's optimising tier, 0.55 GB on the baseline compiler) and leaves freed pages the C library keeps.
 * Unpacking the cluster initdb made once, at build time, skips that. Without the file (sources never
 * built, as in unit tests) initdb runs here as before.
 */
export async function openMemoryDatabase(template = EMBEDDED_TEMPLATE_FILE): Promise<PGlite> {
  if (!existsSync(template)) return PGlite.create({ startParams: PGLITE_START_PARAMS });
  const loadDataDir = new Blob([await readFile(template)]);
  return PGlite.create({ startParams: PGLITE_START_PARAMS, loadDataDir });
}

/** Runs initdb in memory and writes the resulting cluster, compressed, to `file`. */
export async function writeEmbeddedTemplate(file = EMBEDDED_TEMPLATE_FILE): Promise<void> {
  const pglite = await PGlite.create({ startParams: PGLITE_START_PARAMS });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}
