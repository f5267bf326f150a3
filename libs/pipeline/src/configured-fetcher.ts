import type { Config } from '@signpost/config';
import { createGuardedFetcher, createRedisHostSlots, type GuardedFetcher } from '@signpost/fetch';

/**
 * A host slot's lease: renewed while its fetch runs, so a killed process's slots free this soon after
 * (a lease as long as the longest fetch held a site's slots for 20 s after each SIGKILL).
 */
const SLOT_LEASE_MS = 3_000;

/**
 * A stage's fetcher. Distributed, each host's requests in flight and its adaptive window are shared
 * through Redis with every other process that crawls, so four extraction processes on one site keep
 * to one politeness budget; embedded, the one process's limiter is the budget. Closing it closes its
 * connection.
 */
export function configuredFetcher({ crawl, queue }: Config): GuardedFetcher {
  const { backend } = queue;
  const sharedHosts =
    backend.kind === 'bullmq'
      ? createRedisHostSlots({
          redisUrl: backend.redisUrl,
          prefix: backend.prefix,
          leaseMs: SLOT_LEASE_MS,
        })
      : undefined;
  const fetcher = createGuardedFetcher({ ...crawl, sharedHosts });
  return {
    fetch: (url, options) => fetcher.fetch(url, options),
    close: async () => {
      await fetcher.close();
      await sharedHosts?.close();
    },
  };
}
