import { createGuardedFetcher } from '@signpost/fetch';
import { createChromiumRenderer } from '@signpost/render';
import type { Runtime, StageWorkers } from '@signpost/runtime';
import { discoverSiteHandler } from './discover-site-handler.js';

/** The discovery service: consumes the discovery queue; its fetcher and browser close with the process. */
export function discoveryStage(runtime: Runtime): StageWorkers {
  const { crawl, render } = runtime.config;
  const fetcher = createGuardedFetcher(crawl);
  const renderer =
    render.concurrency > 0
      ? createChromiumRenderer({
          executablePath: render.chromiumPath,
          concurrency: render.concurrency,
          timeoutMs: render.timeoutMs,
          userAgent: crawl.userAgent,
          fetcher,
        })
      : undefined;
  return {
    queues: ['discovery'],
    handlers: [discoverSiteHandler({ ...runtime, fetcher, renderer })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
    },
  };
}
