import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import { disallowedUrls, fetchRobotsText, RobotsGate } from '@signpost/llmstxt';
import pLimit from 'p-limit';

/** Links checked per run at most; a file longer than this has its first ones checked. */
export const MAX_CHECKED_LINKS = 500;
const LINKS_AT_ONCE = 4;
/** Enough of an answer to know it is one; the body is not needed. */
const ANSWER_BYTES = 16 * 1024;

export interface LinkCheckDeps {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  /** The fetcher's User-Agent: a link robots.txt disallows for it is never requested. */
  userAgent: string;
  signal?: AbortSignal | undefined;
}

export interface PublishedLinkCheck {
  /** Links that fail now: an error status, or no answer. */
  broken: string[];
  /** Links left unrequested, and so not judged, because robots.txt disallows them for Signpost. */
  disallowed: string[];
}

/**
 * Whether a link is one a reader can follow to a page: an absolute http(s) address. A site's own
 * llms.txt may hold `javascript:`, `data:` or `mailto:` links; they are no page that can break, and
 * listing them would pass a site's script on to the owner's dashboard, mail and webhook.
 */
function isWebLink(link: string): boolean {
  const url = URL.parse(link);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

/**
 * The web links of a file that fail now. A link to a page the run has just read well is not fetched
 * again, and one robots.txt disallows for Signpost is not fetched at all: the monitors run away from
 * the gateway, so its rules are matched here, each origin's robots.txt read once.
 */
export async function brokenLinks(
  links: readonly string[],
  readWell: ReadonlySet<string>,
  deps: LinkCheckDeps,
): Promise<PublishedLinkCheck> {
  const { fetcher, signal } = deps;
  const limit = pLimit(LINKS_AT_ONCE);
  const toCheck = [...new Set(links)]
    .filter(isWebLink)
    .slice(0, MAX_CHECKED_LINKS)
    .filter((link) => !readWell.has(link));
  const robots = new RobotsGate({
    userAgent: deps.userAgent,
    readText: fetchRobotsText(fetcher, signal),
    match: async (query) => disallowedUrls(query),
  });
  const shut = await robots.disallowed(toCheck);
  const failing = await Promise.all(
    toCheck
      .filter((link) => !shut.has(link))
      .map((link) =>
        limit(async () => {
          try {
            const answer = await fetcher.fetch(link, {
              accept: '*/*',
              maxBytes: ANSWER_BYTES,
              truncate: true,
              signal,
            });
            return answer.status >= 400 ? link : null;
          } catch (error) {
            if (isFetchError(error)) return link;
            throw error;
          }
        }),
      ),
  );
  return {
    broken: failing.filter((link): link is string => link !== null),
    disallowed: toCheck.filter((link) => shut.has(link)),
  };
}
