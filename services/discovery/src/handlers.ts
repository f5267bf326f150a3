import { createGuardedFetcher } from '@signpost/fetch';
import type { Runtime, StageWorkers } from '@signpost/runtime';
import { discoverSiteHandler } from './handlers/discover-site.js';

/** The discovery service: consumes the discovery queue; its fetcher is closed with the process. */
export function discoveryStage(runtime: Runtime): StageWorkers {
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  return {
    queues: ['discovery'],
    handlers: [discoverSiteHandler({ ...runtime, fetcher })],
    close: () => fetcher.close(),
  };
}
