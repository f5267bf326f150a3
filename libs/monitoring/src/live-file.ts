import type { LiveFileReading } from '@signpost/db';
import { isFetchError, type GuardedFetcher } from '@signpost/fetch';

const LIVE_FILE_BYTES = 2 * 1024 * 1024;

/** Line endings, trailing spaces and the final newline are not differences worth telling an owner. */
function comparable(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

export interface LiveFile {
  reading: LiveFileReading;
  /** The text served, when there is one. */
  text: string | null;
}

/**
 * The site's own /llms.txt against the texts it should serve (the file published before this run
 * and the one just made: a proxy may serve either for a while). An HTML page or an error answer is
 * no llms.txt: missing.
 */
export async function readLiveFile(
  siteUrl: string,
  expected: readonly string[],
  fetcher: GuardedFetcher,
  signal?: AbortSignal,
): Promise<LiveFile> {
  const url = new URL('/llms.txt', siteUrl).href;
  const missing: LiveFile = { reading: { status: 'missing', url }, text: null };
  try {
    const answer = await fetcher.fetch(url, {
      accept: 'text/plain, text/markdown;q=0.9, */*;q=0.1',
      maxBytes: LIVE_FILE_BYTES,
      signal,
    });
    if (answer.status !== 200 || answer.contentType === 'text/html' || answer.truncated) return missing;
    const text = answer.text();
    const same = expected.some((candidate) => comparable(candidate) === comparable(text));
    return { reading: { status: same ? 'matches' : 'differs', url }, text };
  } catch (error) {
    if (isFetchError(error)) return missing;
    throw error;
  }
}
