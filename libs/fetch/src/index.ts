export { isBlockedAddress } from './address-guard.js';
export { FetchError, isFetchError, type FetchErrorCode } from './fetch-error.js';
export { createGuardedFetcher } from './guarded-fetcher.js';
export type { FetcherOptions, FetchOptions, FetchResult, GuardedFetcher } from './types.js';
