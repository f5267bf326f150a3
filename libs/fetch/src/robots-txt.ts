import robotsParserModule from 'robots-parser';
import type { GuardedFetcher } from './types.js';

// The package is CommonJS (`module.exports = fn`) but its typings declare an ES default export, so
// under NodeNext the default import is typed as the namespace while at run time it is the function.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** One robots.txt's rules, as robots-parser matches them. */
export type RobotsRules = ReturnType<typeof robotsParser>;

/** robots.txt is read this far (RFC 9309 asks crawlers to read at least 500 KiB); the rest is cut, not ignored. */
export const MAX_ROBOTS_BYTES = 512 * 1024;

/** What a request for robots.txt accepts: plain text first, whatever a server labels it otherwise. */
export const ROBOTS_ACCEPT = 'text/plain,*/*;q=0.5';

export function robotsUrlOf(origin: string): string {
  return `${origin}/robots.txt`;
}

/**
 * The rules of a robots.txt text, cut to the size a fetch reads (in characters, at most as many as
 * bytes) so that no step parses more than was fetched, whoever handed the text over.
 */
export function parseRobots(robotsUrl: string, text: string): RobotsRules {
  return robotsParser(robotsUrl, text.slice(0, MAX_ROBOTS_BYTES));
}

/**
 * The text of `{origin}/robots.txt`, read up to MAX_ROBOTS_BYTES; null when the site answers with
 * anything but success (no file, which allows everything). A site that cannot be reached at all
 * throws the fetcher's FetchError: whether that is fatal is the caller's call.
 */
export async function fetchRobotsTxt(
  fetcher: Pick<GuardedFetcher, 'fetch'>,
  origin: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const result = await fetcher.fetch(robotsUrlOf(origin), {
    accept: ROBOTS_ACCEPT,
    maxBytes: MAX_ROBOTS_BYTES,
    // RFC 9309: a longer file is read up to the limit, not ignored (which would allow everything).
    truncate: true,
    signal,
  });
  return result.status >= 200 && result.status < 300 ? result.text() : null;
}
