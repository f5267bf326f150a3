import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `20250102T030405678Z`: sorts by time as text and is a valid file name everywhere. */
function timeStamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/**
 * Writes one raw message into the outbox and returns its path. The file appears complete or not at
 * all (temp file, then rename), so whoever watches the folder never reads half a message. Only the
 * owner may read it: its link is a live secret.
 */
export async function writeOutboxFile(outboxDir: string, raw: Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const name = `${timeStamp(new Date())}-${randomBytes(6).toString('hex')}.eml`;
  const path = join(outboxDir, name);
  const temp = join(outboxDir, `.${name}.tmp`);
  try {
    await writeFile(temp, raw, { mode: 0o600, flag: 'wx' });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return path;
}
