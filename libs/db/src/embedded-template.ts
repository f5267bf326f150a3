import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from './connect.js';

/** Made by the build (make-embedded-template.ts): a data folder holding an empty cluster as initdb leaves it. */
export const EMBEDDED_TEMPLATE_DIR = fileURLToPath(new URL('../dist/embedded-template', import.meta.url));

/** Runs initdb into `dataDir`, the way the first connection to an empty data folder does. */
export async function writeEmbeddedTemplate(dataDir = EMBEDDED_TEMPLATE_DIR): Promise<void> {
  const database = await connectDatabase({ kind: 'pglite', dataDir });
  await database.close();
}

/**
 * Gives a new data folder (the CLI's, one per run) the cluster the build made. Creating one from
 * nothing runs initdb in the process that opens it, which takes its peak memory to about twice what
 * the database needs afterwards (1 GB with V8's optimising tier, 0.55 GB on the baseline compiler);
 * opening a copied cluster costs about 130 MB. Without the build's copy (sources never built, as in
 * unit tests) the folder is left empty and the first connection runs initdb as before.
 */
export async function seedEmbeddedDataDir(dataDir: string, template = EMBEDDED_TEMPLATE_DIR): Promise<void> {
  if (existsSync(template)) await cp(template, dataDir, { recursive: true });
}
