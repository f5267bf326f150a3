import { isFetchError, type FetchResult, type GuardedFetcher } from '@signpost/fetch';

export interface SiteFetch {
  /** The answer, or null when the address could not be read at all. */
  get(
    url: string,
    options?: { accept?: string; maxBytes?: number; refusalsThrow?: boolean },
  ): Promise<FetchResult | null>;
}

const PAGE_BYTES = 2 * 1024 * 1024;
/** Failures that say the address given is not a public website at all: the caller hears of them. */
const REFUSALS: ReadonlySet<string> = new Set(['address_refused', 'unsupported_protocol', 'invalid_url']);

/** Reads through the guarded fetcher; an address that cannot be read is an answer of its own (null). */
export function siteFetch(fetcher: Pick<GuardedFetcher, 'fetch'>, signal: AbortSignal): SiteFetch {
  return {
    async get(url, options = {}) {
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
  };
}

export const isOk = (result: FetchResult | null): result is FetchResult =>
  result !== null && result.status >= 200 && result.status < 300;
