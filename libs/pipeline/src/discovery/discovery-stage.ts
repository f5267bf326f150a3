import { createGuardedFetcher } from '@signpost/fetch';
import type { PageRenderer } from '@signpost/render';
import type { Runtime, StageWorkers } from '@signpost/runtime';
import { configuredRenderer } from '../configured-renderer.js';
import { discoverSiteHandler } from './discover-site-handler.js';

/**
 * The discovery service: consumes the discovery queue; its fetcher and renderer close with the
 * process. Pages are rendered by the render service, never in this process, which holds secrets:
 * by the one RENDER_URL names, or by `renderer` (the embedded process passes its child's).
 */
export function discoveryStage(
  runtime: Runtime,
  renderer: PageRenderer | undefined = configuredRenderer(runtime.config.render),
): StageWorkers {
  const fetcher = createGuardedFetcher(runtime.config.crawl);
  return {
    queues: ['discovery'],
    handlers: [discoverSiteHandler({ ...runtime, fetcher, renderer })],
    close: async () => {
      await renderer?.close();
      await fetcher.close();
    },
  };
}
