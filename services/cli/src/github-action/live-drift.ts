import { readFile } from 'node:fs/promises';
import { createTwoFilesPatch } from 'diff';
import type { Config } from '@signpost/config';
import { createGuardedFetcher, isFetchError } from '@signpost/fetch';

/** How many lines of the difference the log shows: enough to see what changed, not a whole file. */
const DIFF_LINES = 60;

export type Drift =
  | { kind: 'same'; liveUrl: string }
  | { kind: 'drifted'; liveUrl: string; diff: string }
  | { kind: 'unreadable'; liveUrl: string; reason: string };

/** The site's llms.txt: the address itself when it names the file, else its /llms.txt. */
export const liveFileUrl = (url: string) =>
  url.endsWith('/llms.txt') ? url : `${url.replace(/\/$/, '')}/llms.txt`;

/**
 * Compares the live llms.txt with the file the repository keeps, byte for byte, through the same
 * guarded fetcher as the checks (SIGNPOST_CRAWL_ALLOW_* open a site on the runner).
 */
export async function compareLiveFile(url: string, expectedFile: string, config: Config): Promise<Drift> {
  const liveUrl = liveFileUrl(url);
  const fetcher = createGuardedFetcher(config.crawl);
  let live: Buffer;
  try {
    const answer = await fetcher.fetch(liveUrl, { accept: 'text/plain, text/markdown;q=0.9, */*;q=0.1' });
    if (answer.status !== 200) return { kind: 'unreadable', liveUrl, reason: `it answered ${answer.status}` };
    live = answer.body;
  } catch (error) {
    if (!isFetchError(error)) throw error;
    return { kind: 'unreadable', liveUrl, reason: error.message };
  } finally {
    await fetcher.close();
  }
  const expected = await readFile(expectedFile);
  if (live.equals(expected)) return { kind: 'same', liveUrl };
  const patch = createTwoFilesPatch(expectedFile, liveUrl, expected.toString('utf8'), live.toString('utf8'));
  // The patch opens with a line of "=" that says nothing.
  const lines = patch.split('\n').filter((line) => !/^=+$/.test(line));
  return { kind: 'drifted', liveUrl, diff: lines.slice(0, DIFF_LINES).join('\n') };
}
