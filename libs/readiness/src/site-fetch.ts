import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';

/**
 * Requests one report may make in all, whatever the site declares (a redirect or a retry within one
 * request is the fetcher's own, bounded by it). An ordinary site needs 30 to 45; past the budget,
 * reads answer as unreadable and the checks that needed them say so.
 */
export const REPORT_REQUEST_BUDGET = 50;
/** How a check says that requests it needed were refused for the budget. */
export const BUDGET_SPENT = `the report's budget of ${REPORT_REQUEST_BUDGET} requests to the site was spent first`;

/** What a request is for, so that a check can tell that its own were refused for the budget. */
export type FetchPurpose =
  'page' | 'robots' | 'llms-txt' | 'sitemap' | 'markdown' | 'negotiation' | 'llms-full' | 'probe';

export interface SiteFetch {
  /** The answer, or null when the address could not be read at all (or the budget is spent). */
  get(
    url: string,
    options: { purpose: FetchPurpose; accept?: string; maxBytes?: number; refusalsThrow?: boolean },
  ): Promise<FetchResult | null>;
  /** Takes up to `count` requests from the budget for a caller that makes them itself; how many it got. */
  reserve(count: number): number;
  /** Whether a request for this purpose was refused because the budget was spent. */
  refusedFor(purpose: FetchPurpose): boolean;
}

const PAGE_BYTES = 2 * 1024 * 1024;
/** Failures that say the address given is not a public website at all: the caller hears of them. */
const REFUSALS: ReadonlySet<string> = new Set(['address_refused', 'unsupported_protocol', 'invalid_url']);

/**
 * Reads through the guarded fetcher, within the report's request budget: every request of the
 * report passes here, or is reserved here. An address that cannot be read is an answer of its own (null).
 */
export function siteFetch(fetcher: Pick<GuardedFetcher, 'fetch'>, signal: AbortSignal): SiteFetch {
  let left = REPORT_REQUEST_BUDGET;
  const refused = new Set<FetchPurpose>();
  return {
    async get(url, options) {
      if (left === 0) {
        refused.add(options.purpose);
        return null;
      }
      left -= 1;
      try {
        return await fetcher.fetch(url, {
          accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          maxBytes: options.maxBytes ?? PAGE_BYTES,
          truncate: true,
          signal,
        });
      } catch (error) {
        if (options.refusalsThrow && isFetchError(error) && REFUSALS.has(error.code)) throw error;
        if (isFetchError(error) || signal.aborted) return null;
        throw error;
      }
    },
    reserve(count) {
      const granted = Math.min(count, left);
      left -= granted;
      return granted;
    },
    refusedFor: (purpose) => refused.has(purpose),
  };
}

export const isOk = (result: FetchResult | null): result is FetchResult =>
  result !== null && result.status >= 200 && result.status < 300;
