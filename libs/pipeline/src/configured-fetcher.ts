import type { Config } from '@signpost/config';
import { createGuardedFetcher, createRedisHostSlots, type GuardedFetcher } from '@signpost/fetch';

/** A lease on a host's slot outlives the longest fetch by this much; a killed process's slot frees then. */
const LEASE_MARGIN_MS = 5_000;

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
          leaseMs: crawl.timeoutMs + LEASE_MARGIN_MS,
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
