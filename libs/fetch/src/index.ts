export {
  addressPolicy,
  isBlockedAddress,
  opensNonPublicAddresses,
  parseAddressRange,
  type AddressOpening,
  type AddressPolicy,
} from './address-guard.js';
export type { ResolveAll } from './connection-guard.js';
export { FetchError, isFetchError, type FetchErrorCode } from './fetch-error.js';
export { createFetcherWithPolicy, createGuardedFetcher, type FetcherSeams } from './guarded-fetcher.js';
export { decodeBody, mediaType } from './charset.js';
export { agentNameOf, productTokenOf } from './user-agent.js';
export type { BodySink, FetcherOptions, FetchOptions, FetchResult, GuardedFetcher } from './types.js';
export type {
  SharedHostSlots,
  SlotTaken,
  WindowBounds,
  WindowChange,
} from './shared-hosts/shared-host-slots.js';
export { createRedisHostSlots, type RedisHostSlotsOptions } from './shared-hosts/redis-host-slots.js';
export {
  createGuardedPoster,
  type GuardedPoster,
  type PostAnswer,
  type PosterOptions,
} from './guarded-poster.js';
