import { isFetchError, type GuardedFetcher } from '@signpost/fetch';
import type { Finding } from './checks.js';
import { absoluteHttpUrl } from './link-urls.js';
import type { LlmsTxtLink } from './parse.js';
import type { RobotsGate } from './robots-gate.js';

/** Links checked per validation, and how many at once. */
export const LINK_SAMPLE_SIZE = 20;
const LINK_CHECK_CONCURRENCY = 4;
/** Only the status matters; a page body is read no further than this. */
const LINK_BODY_BYTES = 256 * 1024;

export interface LinkCheckOptions {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  signal: AbortSignal;
  /** A link robots.txt disallows for Signpost is never requested. */
  robots: RobotsGate;
  sampleSize?: number;
}

export interface LinkCheck {
  broken: Finding[];
  /** Links of the sample robots.txt allows: the ones requested, unless time ran out first. */
  checked: number;
  /** Links of the sample left unrequested because robots.txt disallows them for Signpost. */
  disallowed: LlmsTxtLink[];
}

async function checkLink(link: LlmsTxtLink, options: LinkCheckOptions): Promise<Finding | null> {
  try {
    const result = await options.fetcher.fetch(link.url, {
      accept: 'text/html,text/markdown;q=0.9,*/*;q=0.5',
      maxBytes: LINK_BODY_BYTES,
      signal: options.signal,
    });
    if (result.status < 400) return null;
    return { check: 'broken_links', line: link.line, message: `${link.url} answers HTTP ${result.status}.` };
  } catch (error) {
    // Out of time for the whole check: the link is left unjudged rather than called broken.
    if (options.signal.aborted) return null;
    if (!isFetchError(error)) throw error;
    if (error.code === 'too_large') return null;
    // The refusal names the private address the host resolved to, which is not the caller's to learn.
    const reason =
      error.code === 'address_refused' ? 'it leads to a private or reserved network' : error.message;
    return { check: 'broken_links', line: link.line, message: `${link.url} could not be read: ${reason}.` };
  }
}

/**
 * Requests the first distinct http(s) links of the file (a bounded sample) that robots.txt allows,
 * a few at a time, and reports those that fail or answer with an error status. The links of the
 * sample robots.txt disallows are left out, not replaced, so the sample stays the file's first links.
 */
export async function findBrokenLinks(
  links: readonly LlmsTxtLink[],
  options: LinkCheckOptions,
): Promise<LinkCheck> {
  const size = options.sampleSize ?? LINK_SAMPLE_SIZE;
  const seen = new Set<string>();
  const candidates: LlmsTxtLink[] = [];
  // The sample is taken from the start of the file: the rest is not read (it can be 100,000 links).
  for (const link of links) {
    if (candidates.length >= size) break;
    if (seen.has(link.url) || !absoluteHttpUrl(link.url)) continue;
    seen.add(link.url);
    candidates.push(link);
  }
  const shut = await options.robots.disallowed(candidates.map((link) => link.url));
  const sample = candidates.filter((link) => !shut.has(link.url));
  const findings: (Finding | null)[] = new Array<Finding | null>(sample.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < sample.length && !options.signal.aborted) {
      const index = next;
      next += 1;
      const link = sample[index];
      if (link) findings[index] = await checkLink(link, options);
    }
  };
  await Promise.all(Array.from({ length: LINK_CHECK_CONCURRENCY }, worker));
  return {
    broken: findings.filter((finding): finding is Finding => finding !== null),
    checked: sample.length,
    disallowed: candidates.filter((link) => shut.has(link.url)),
  };
}
