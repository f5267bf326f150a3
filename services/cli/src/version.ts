import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The version in the package's manifest, one folder above this file's: `src` and `dist` in the
 * workspace, and the bundle's `dist` in the packed package alike.
 */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as unknown;
  return z.object({ version: z.string() }).parse(manifest).version;
}
