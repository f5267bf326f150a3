export { addressPolicy, isBlockedAddress, type AddressPolicy } from './address-guard.js';
export type { ResolveAll } from './connection-guard.js';
export { FetchError, isFetchError, type FetchErrorCode } from './fetch-error.js';
export { createFetcherWithPolicy, createGuardedFetcher, type FetcherSeams } from './guarded-fetcher.js';
export { decodeBody, mediaType } from './charset.js';
export type { BodySink, FetcherOptions, FetchOptions, FetchResult, GuardedFetcher } from './types.js';
